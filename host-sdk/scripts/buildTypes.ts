import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateDtsBundle } from 'dts-bundle-generator'
import ts from 'typescript'

/**
 * One self-contained `.d.ts` per entry. The types host-sdk takes from @airlock/shared-protocol (a
 * private workspace, never published) are inlined; those it declares as `z.infer<typeof Schema>`
 * are written out as the plain types they stand for, so the package needs neither zod nor the
 * workspace. Fails the build when anything unresolvable is left or a file does not type-check.
 */
export function buildTypes(root: string, entries: { entry: string; out: string; types?: string[] }[]) {
  // One call per entry: given all twelve at once, dts-bundle-generator took 7m48s here; one at a time, 73 s.
  const bundles = entries.flatMap(({ entry }) =>
    generateDtsBundle(
      [
        {
          filePath: join(root, entry),
          // The buttons entry's JSX declarations (global JSX and React's) are kept: they are its typings.
          output: {
            noBanner: true,
            exportReferencedTypes: false,
            inlineDeclareGlobals: true,
            inlineDeclareExternals: true,
          },
        },
      ],
      { preferredConfigPath: join(root, 'tsconfig.build.json') },
    ),
  )
  const files = entries.map(({ out }, index) => {
    const path = join(root, out)
    writeFileSync(path, withoutZod(path, bundles[index] ?? ''))
    return path
  })
  check(files.filter((_, index) => !entries[index]?.types))
  // An entry whose peer's own types need ambient ones (@solana/web3.js reads node's http): checked with them.
  entries.forEach(({ types }, index) => {
    if (types) check([files[index] as string], types)
  })
}

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  noEmit: true,
  types: [],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
}

/** Replaces each `z.infer<...>` alias by the type the checker resolves it to, then drops the schemas. */
function withoutZod(path: string, text: string): string {
  // Resolved against the workspace's zod (the bundle lost the import it needs).
  const source = `import type { z } from 'zod'\n${text}`
  const host = ts.createCompilerHost(options)
  const read = host.readFile.bind(host)
  host.readFile = (file) => (file === path ? source : read(file))
  const exists = host.fileExists.bind(host)
  host.fileExists = (file) => file === path || exists(file)
  const program = ts.createProgram([path], options, host)
  const checker = program.getTypeChecker()
  const file = program.getSourceFile(path)
  if (!file) throw new Error(`${path}: not compiled`)
  const edits: { start: number; end: number; text: string }[] = []
  const usesZod = (node: ts.Node) => /\bz\./.test(node.getText(file))
  for (const statement of file.statements) {
    // zod's import goes (its types are written out); a peer's (react, vue, wagmi) stays for the app to resolve.
    if (ts.isImportDeclaration(statement) && (statement.moduleSpecifier as ts.StringLiteral).text === 'zod') {
      edits.push({ start: statement.getFullStart(), end: statement.getEnd(), text: '' })
    } else if (ts.isTypeAliasDeclaration(statement) && usesZod(statement.type)) {
      const type = checker.getTypeAtLocation(statement.name)
      const flags =
        ts.TypeFormatFlags.NoTruncation |
        ts.TypeFormatFlags.InTypeAlias |
        ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType
      const plain = checker.typeToString(type, statement, flags)
      edits.push({ start: statement.type.getStart(file), end: statement.type.getEnd(), text: plain })
    } else if (ts.isVariableStatement(statement) && usesZod(statement)) {
      edits.push({ start: statement.getFullStart(), end: statement.getEnd(), text: '' })
    }
  }
  let out = source
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  // Reprinted so the written-out types read as declarations, not one long line each.
  out = ts
    .createPrinter()
    .printFile(ts.createSourceFile(path, out.trimStart(), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS))
  if (/\bz\.|\bzod\b|@airlock\/shared-protocol|from ['"]\.\.?\//.test(out))
    throw new Error(`${path}: a type the package cannot resolve is left in it`)
  return out
}

/** The files as an app's compiler sees them: alone, without skipLibCheck. */
function check(files: string[], types: string[] = []) {
  const program = ts.createProgram(files, { ...options, types })
  const diagnostics = ts.getPreEmitDiagnostics(program)
  if (diagnostics.length === 0) return
  const host = {
    getCanonicalFileName: (f: string) => f,
    getCurrentDirectory: () => '',
    getNewLine: () => '\n',
  }
  throw new Error(ts.formatDiagnostics(diagnostics, host))
}
