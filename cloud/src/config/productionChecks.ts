/** Hosts only this machine reaches: fine offline, useless to users in production. */
export function isLocalUrl(url: string): boolean {
  const { hostname } = new URL(url)
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    hostname === '0.0.0.0' ||
    hostname.startsWith('127.')
  )
}

/** Why production cannot serve users at `url`, or undefined: it must be public and https. */
export function publicHttpsProblem(url: string, what: string): string | undefined {
  if (isLocalUrl(url))
    return `${what} ${url} is on this machine only, out of users' reach; set the public https URL`
  if (!url.startsWith('https://')) return `${what} must be https in production (${url})`
  return undefined
}

/** A dev-only service still switched on. */
export const devServiceProblem = (service: string, instead: string) =>
  `${service} is an offline stand-in; turn it off (false) and ${instead}`
