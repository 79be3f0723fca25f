import { createHash } from 'node:crypto'

/**
 * The devnet collection's artwork: a badge drawn from a hash of the contract and token id, so each
 * token has its own stable image without storing any.
 */
export function nftImageSvg(contract: string, tokenId: string): string {
  const digest = createHash('sha256').update(`${contract.toLowerCase()}:${tokenId}`).digest()
  const hue = (i: number) => Math.round(((digest[i] ?? 0) / 255) * 360)
  const label = `#${tokenId.slice(0, 8)}`
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue(0)} 70% 55%)"/><stop offset="1" stop-color="hsl(${hue(1)} 70% 40%)"/></linearGradient></defs>`,
    '<rect width="256" height="256" fill="url(#g)"/>',
    `<circle cx="128" cy="112" r="64" fill="hsl(${hue(2)} 80% 85%)" opacity="0.9"/>`,
    `<polygon points="128,64 168,136 88,136" fill="hsl(${hue(3)} 60% 35%)"/>`,
    `<text x="128" y="220" font-family="Arial, sans-serif" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>`,
    '</svg>',
  ].join('')
}
