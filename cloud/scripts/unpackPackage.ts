import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/** Fetches one npm package (`name@version`) with `npm pack` into `into` and returns its unpacked folder. */
export function unpackPackage(spec: string, into: string): string {
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], {
    encoding: 'utf8',
  }).trim()
  const dir = join(into, file.replace(/\.tgz$/, ''))
  mkdirSync(dir, { recursive: true })
  execFileSync('tar', ['xzf', join(into, file), '-C', dir])
  return join(dir, 'package')
}
