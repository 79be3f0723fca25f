import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** Where a source text is written: its file, relative to the scanned folder, and line. */
export interface MessageUse {
  file: string
  line: number
}

/** The calls whose first argument is a source text for the catalogues. */
const MARKERS = new Set(['t', 'msg'])

function sourceFiles(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') files.push(...sourceFiles(path))
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(test|typecheck)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    )
      files.push(path)
  }
  return files
}

/**
 * Every source text in a package's code: the first argument of each `t(…)` and `msg(…)` call that
 * is a string literal. A call whose text is not a literal is reported in `dynamic` (its text must be
 * marked with `msg` where it is written, or the catalogues would not know it).
 */
export function extractMessages(dir: string): {
  messages: Map<string, MessageUse[]>
  dynamic: MessageUse[]
} {
  const messages = new Map<string, MessageUse[]>()
  const dynamic: MessageUse[] = []
  for (const path of sourceFiles(dir)) {
    const text = readFileSync(path, 'utf8')
    if (!/\b(t|msg)\(/.test(text)) continue
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        MARKERS.has(node.expression.text)
      ) {
        const [first] = node.arguments
        const use = {
          file: relative(dir, path),
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        }
        if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          const uses = messages.get(first.text) ?? []
          uses.push(use)
          messages.set(first.text, uses)
        } else if (node.expression.text === 't') dynamic.push(use)
        else throw new Error(`${use.file}:${use.line}: msg() takes a string literal`)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { messages, dynamic }
}
