import type { ColumnDataType, Expression } from 'kysely'
import type { AnyDatabase } from './dialect.js'

type ColumnType = ColumnDataType | Expression<unknown>

/**
 * Adds the columns a table made by older code lacks (SQLite has no ADD COLUMN IF NOT EXISTS, and the
 * old stores added them by hand on open). New columns must be nullable or have a default.
 */
export async function addMissingColumns(db: AnyDatabase, table: string, columns: Record<string, ColumnType>) {
  const found = (await db.introspection.getTables()).find((t) => t.name === table)
  const have = new Set(found?.columns.map((column) => column.name))
  for (const [name, type] of Object.entries(columns))
    if (!have.has(name)) await db.schema.alterTable(table).addColumn(name, type).execute()
}
