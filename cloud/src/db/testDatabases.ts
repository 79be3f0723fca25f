import { afterAll, beforeAll, describe, onTestFinished } from 'vitest'
import { type RunningPostgres, startPostgres } from '../infra/startPostgres.js'
import { type CloudDatabase, openDatabase } from './openDatabase.js'

export type Dialect = 'sqlite' | 'postgres'

/** A fresh, migrated database for one test, destroyed when the test ends. */
export type FreshDatabase<D = CloudDatabase> = () => Promise<D>

/**
 * Runs a store's suite once on SQLite (`:memory:`) and once on Postgres (one server per test file, a
 * new database per test), so each store behaves the same on the embedded default and in the cluster.
 */
export function describeOnBothDialects<D extends { destroy(): Promise<void> } = CloudDatabase>(
  name: string,
  suite: (fresh: FreshDatabase<D>, dialect: Dialect) => void,
  /** Another service's database (the wallet's): its own opener and migrations. */
  open: (url: string, options: { poolSize: number }) => Promise<D> = openDatabase as never,
) {
  describe.each(['sqlite', 'postgres'] as const)(`${name} (%s)`, (dialect) => {
    let server: RunningPostgres | undefined
    if (dialect === 'postgres') {
      beforeAll(async () => {
        server = await startPostgres()
      }, 60_000)
      afterAll(() => server?.stop())
    }
    const fresh: FreshDatabase<D> = async () => {
      const url = server ? await server.createDatabase() : ':memory:'
      const db = await open(url, { poolSize: 4 })
      onTestFinished(() => db.destroy())
      return db
    }
    suite(fresh, dialect)
  })
}
