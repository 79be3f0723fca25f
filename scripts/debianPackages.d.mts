/** As root on Debian, installs the packages with apt; says whether it did. */
export function aptInstall(packages: string[], why: string): boolean
/** PostgreSQL, Redis and HAProxy, installed when missing; exits naming the command when it cannot. */
export function ensureServers(purpose: string): void
