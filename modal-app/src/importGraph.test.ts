import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './importGraph.js'

const graph = importGraph(import.meta.dirname)
const under =
  (...folders: string[]) =>
  (path: string) =>
    folders.some((folder) => path.startsWith(`${folder}/`))

/** A tree of modules written out, for the checks' own tests. */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return importGraph(root)
}

describe('the import graph', () => {
  it('reads static, re-exported and on-demand imports, and skips type-only ones', () => {
    const g = tree({
      'a.ts': "import { b } from './b.js'\nimport type { C } from './c.js'\nexport { d } from './d.js'\n",
      'b.ts': "export const b = () => import('./c.js')\n",
      'c.ts': 'export type C = 1\n',
      'd.ts': "import {\n  type X,\n  e,\n} from './e.js'\nexport const d = e\n",
      'e.ts': 'export const e = 1\nexport type X = 2\n',
    })
    expect(g.get('a.ts')?.sort()).toEqual(['b.ts', 'd.ts'])
    expect(g.get('b.ts')).toEqual(['c.ts'])
    expect(g.get('d.ts')).toEqual(['e.ts'])
  })

  it('finds a cycle, on-demand imports included', () => {
    const g = tree({
      'x/a.ts': "import { b } from './b.js'\n",
      'x/b.ts': "export const b = () => import('../y/c.js')\n",
      'y/c.ts': "import { a } from '../x/a.js'\n",
    })
    expect(importCycles(g, () => true)).toEqual([['x/a.ts', 'x/b.ts', 'y/c.ts']])
    expect(importCycles(g, under('x'))).toEqual([])
  })
})

/**
 * Issue 41: connectors implement one contract (connectors/connector.ts) and the controllers know
 * only that contract and the registry that loads them; connectors and namespace adapters never reach
 * back into controllers or views, so no cycle can form between them.
 */
describe("the modal's import directions", () => {
  it('has no cycle among controllers, connectors, namespaces and the embedded wallet flows', () => {
    expect(importCycles(graph, under('controllers', 'connectors', 'namespaces', 'embedded'))).toEqual([])
  })

  it('keeps connectors and namespace adapters below the controllers and views', () => {
    // i18n: the catalogue's texts (t, msg), which import nothing of the modal's but its store.
    const allowed = under('connectors', 'namespaces', 'stores', 'lib', 'api', 'solana', 'i18n')
    const wrong = [...graph]
      .filter(([from]) => under('connectors', 'namespaces')(from))
      .flatMap(([from, imports]) =>
        imports.filter((to) => !allowed(to) && to !== 'config.ts').map((to) => `${from} -> ${to}`),
      )
    expect(wrong).toEqual([])
  })

  it('lets controllers reach connectors only through the contract and the registry', () => {
    const contract = new Set(['connectors/connector.ts', 'connectors/registry.ts', 'connectors/ids.ts'])
    const wrong = [...graph]
      .filter(([from]) => under('controllers')(from))
      .flatMap(([from, imports]) =>
        imports.filter((to) => under('connectors')(to) && !contract.has(to)).map((to) => `${from} -> ${to}`),
      )
    expect(wrong).toEqual([])
  })
})
