/** A deterministic gradient from the address, like the blockies other modals draw. */
export function Avatar({ address, size = 64 }: { address: string; size?: number }) {
  const hex = address.replace(/^0x/, '').padEnd(12, '0')
  const c1 = `#${hex.slice(0, 6)}`
  const c2 = `#${hex.slice(-6)}`
  return (
    <span
      aria-hidden="true"
      className="block rounded-full ring-4 ring-black/5 dark:ring-white/10"
      style={{ width: size, height: size, background: `radial-gradient(circle at 30% 30%, ${c1}, ${c2})` }}
    />
  )
}
