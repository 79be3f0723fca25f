import { isIPv4, isIPv6 } from 'node:net'

/** The first four 16-bit groups of an IPv6 address, with `::` expanded. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  return groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')
}

/**
 * The key the per-address quotas count under, from the TCP peer address (never a header, which the
 * caller writes). An IPv6 host is usually given a whole /64, so counting per /128 would hand one
 * attacker 2^64 quotas: IPv6 counts per /64. IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function clientAddress(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (isIPv6(remoteAddress)) return `${ipv6Prefix64(remoteAddress.split('%')[0] as string)}::/64`
  return remoteAddress
}
