import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** The modal's modules (tests left out) and what each imports, statically or on demand, by path from `root`. */
export function importGraph(root: string): Map<string, string[]> {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path)
    }
  }
  walk(root)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    const specs = [
      // `import … from` and `export … from`, not type-only ones (they name no module at run time)…
      ...[
        ...source.matchAll(
          /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^;'"()=]*?\bfrom\s*['"](\.[^'"]+)['"]/g,
        ),
      ]
        .filter(([, typeOnly]) => !typeOnly)
        .map(([, , spec]) => spec as string),
      // …and what is fetched on demand.
      ...[...source.matchAll(/\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map(([, spec]) => spec as string),
    ]
    const imports = new Set<string>()
    for (const spec of specs) {
      const base = resolve(dirname(file), spec).replace(/\.js$/, '')
      const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path))
      if (target) imports.add(relative(root, target))
    }
    graph.set(relative(root, file), [...imports])
  }
  return graph
}

/** The import cycles (strongly connected components of more than one module) among `nodes`. */
export function importCycles(graph: Map<string, string[]>, nodes: (path: string) => boolean): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const to of (graph.get(node) ?? []).filter(nodes)) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) as number, index.get(to) as number))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (nodes(node) && !index.has(node)) visit(node)
  return cycles
}
