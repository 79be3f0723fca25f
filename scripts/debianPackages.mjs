// Installing what the product needs from Debian, as `npm test` and `npm run start:cluster` do: with apt
// when running as root on Debian, else a clear message naming the one command to run.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
let aptUpdated = false

/** As root on Debian, installs the packages with apt; says whether it did. */
export function aptInstall(packages, why) {
  if (!isRoot || !existsSync('/etc/debian_version')) return false
  console.log(`${why}: installing Debian ${packages.join(', ')} with apt (about a minute)...`)
  const apt = (...args) => spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0
  if (!aptUpdated) aptUpdated = apt('update', '-qq')
  return aptUpdated && apt('install', '-y', '-qq', ...packages)
}

const listed = (dir) => (existsSync(dir) ? readdirSync(dir) : [])
/** The cluster's servers: Debian package, and where its program lands. */
const serverPrograms = () => [
  ['redis-server', ['/usr/bin/redis-server']],
  ['haproxy', ['/usr/sbin/haproxy']],
  [
    'postgresql',
    listed('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin/postgres`),
  ],
]

/** PostgreSQL, Redis and HAProxy, installed when missing; exits naming the command when it cannot. */
export function ensureServers(purpose) {
  const missing = serverPrograms()
    .filter(([, paths]) => !paths.some((path) => existsSync(path)))
    .map(([name]) => name)
  if (missing.length === 0 || aptInstall(missing, `${purpose} need ${missing.join(', ')}`)) return
  console.error(
    `${purpose} need ${missing.join(', ')}. Install them with:\n\n  sudo apt-get install -y ${missing.join(' ')}\n`,
  )
  process.exit(1)
}
