import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const roots = process.argv.slice(2)
const skipAttr = new Set([
  'className',
  'data-testid',
  'testId',
  'key',
  'href',
  'src',
  'type',
  'id',
  'role',
  'rel',
  'target',
  'd',
  'viewBox',
  'fill',
  'stroke',
  'xmlns',
  'name',
  'autoComplete',
  'inputMode',
  'dir',
  'lang',
])
function files(p: string): string[] {
  if (statSync(p).isDirectory())
    return readdirSync(p).flatMap((f) => (f === 'node_modules' || f === 'locales' ? [] : files(join(p, f))))
  return /\.tsx?$/.test(p) && !/\.(test|typecheck)\.tsx?$/.test(p) && !p.endsWith('.d.ts') ? [p] : []
}
for (const root of roots)
  for (const f of files(root)) {
    const src = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true)
    const out = (n: ts.Node, text: string) =>
      console.log(`${f}:${src.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${JSON.stringify(text)}`)
    const visit = (n: ts.Node) => {
      if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return
      if (
        ts.isCallExpression(n) &&
        ts.isIdentifier(n.expression) &&
        ['t', 'msg', 'console', 'Error'].includes(n.expression.text)
      )
        return
      if (
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        ts.isIdentifier(n.expression.expression) &&
        n.expression.expression.text === 'console'
      )
        return
      if (ts.isJsxText(n) && /[A-Za-z]{2}/.test(n.text)) out(n, n.text.trim())
      if (ts.isJsxAttribute(n) && skipAttr.has(n.name.getText())) return
      if (
        (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) &&
        /[A-Z][a-z]+|[a-z]+ [a-z]+/.test(n.text) &&
        / /.test(n.text) &&
        !/^[a-z-]+(:[a-z-]+)?( [a-z0-9:/[\]().#%-]+)+$/.test(n.text)
      )
        out(n, n.text)
      if (ts.isTemplateExpression(n) && /[A-Za-z]{3,} /.test(n.getText())) out(n, n.getText())
      ts.forEachChild(n, visit)
    }
    visit(src)
  }
