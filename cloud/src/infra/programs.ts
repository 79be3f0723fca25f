import { existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** The Debian package each server program comes from (what `apt-get install` needs). */
export const debianPackageOf = {
  'redis-server': 'redis-server',
  haproxy: 'haproxy',
  postgres: 'postgresql',
  initdb: 'postgresql',
} as const
export type ServerProgram = keyof typeof debianPackageOf

/** Debian keeps PostgreSQL's programs per major version, off PATH. */
function postgresBinDirs(): string[] {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return []
  return readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'))
}

/** Where `name` is installed, or undefined. */
export function findProgram(name: ServerProgram): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin', ...postgresBinDirs()]
  for (const dir of dirs) {
    const candidate = join(dir, name)
    if (dir && existsSync(candidate)) return candidate
  }
  return undefined
}

/** The program's path; a missing one throws naming the one command that installs it. */
export function requireProgram(name: ServerProgram): string {
  const found = findProgram(name)
  if (found) return found
  throw new Error(
    `${name} is not installed. Install it with:\n\n  sudo apt-get install -y ${debianPackageOf[name]}\n`,
  )
}
