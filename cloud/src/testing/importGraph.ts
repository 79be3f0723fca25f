import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'

/** One module an entry reaches, and the chain of imports that got there (entry first). */
export interface Reached {
  /** A file path, or a package name as written (`@airlock/dev-cloud`, `oidc-provider`). */
  module: string
  via: string[]
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier)
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return undefined
}

/**
 * Every module the entries load, statically or by `import()`, type-only imports included (a stand-in's
 * types are no business of production code either): local files followed, packages listed by name
 * and not entered.
 */
export function reachedModules(entries: string[]): Reached[] {
  const reached = new Map<string, string[]>()
  const queue = entries.map((entry) => ({ file: entry, via: [entry] }))
  for (const { file, via } of queue) reached.set(file, via)
  while (queue.length > 0) {
    const next = queue.shift()
    if (!next) break
    const { importedFiles } = ts.preProcessFile(readFileSync(next.file, 'utf8'), true, true)
    for (const { fileName: specifier } of importedFiles) {
      const local = specifier.startsWith('.') ? resolveRelative(next.file, specifier) : undefined
      const module = local ?? specifier
      if (reached.has(module)) continue
      const via = [...next.via, module]
      reached.set(module, via)
      if (local && /\.tsx?$/.test(local)) queue.push({ file: local, via })
    }
  }
  return [...reached].map(([module, via]) => ({ module, via }))
}
