import { z } from 'zod'

// Each kind takes an environment string or the JSON file's value, so one schema serves both.

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

/** A TCP port, 1–65535. */
export const portKind = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number().int().min(1).max(65535),
)

/** `true`/`false` (also `1`/`0`, `yes`/`no`). */
export const flagKind = z.preprocess((value) => {
  if (typeof value !== 'string') return value
  const text = value.trim().toLowerCase()
  if (['true', '1', 'yes'].includes(text)) return true
  if (['false', '0', 'no'].includes(text)) return false
  return value
}, z.boolean())

/** An http(s) URL, without a trailing slash. */
export const httpUrlKind = z.preprocess(
  trimmed,
  z
    .url({ protocol: /^https?$/, error: 'Expected an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, '')),
)

const origin = z.string().refine(
  (text) => {
    try {
      const url = new URL(text)
      return /^https?:$/.test(url.protocol) && url.origin === text
    } catch {
      return false
    }
  },
  { error: 'Expected origins like https://modal.example.com (scheme, host, port; no path)' },
)

/** A comma list from env as its items; a file's array as it is. */
export const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : value

/** Origins as a comma list (env) or an array (file). */
export const originsKind = z.preprocess(commaList, z.array(origin).min(1))

/** A Redis server's URL (`redis://` or TLS `rediss://`, with its password if any). */
export const redisUrlKind = z.preprocess(
  trimmed,
  z.string().regex(/^rediss?:\/\/[^\s]+$/, 'Expected a redis:// or rediss:// URL'),
)

/** Non-empty text. */
export const textKind = z.preprocess(trimmed, z.string().min(1))

/** A secp256k1 private key, 0x and 64 hex digits. */
export const privateKeyKind = z.preprocess(
  trimmed,
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a private key: 0x and 64 hex digits')
    .transform((key) => key as `0x${string}`),
)

/** 32 bytes as 64 hex digits or base64 (what `masterKeyFrom` reads). */
export const key32Kind = z.preprocess(
  trimmed,
  z
    .string()
    .refine((text) => /^(0x)?[0-9a-fA-F]{64}$/.test(text) || Buffer.from(text, 'base64').length === 32, {
      error: 'Expected 32 bytes: 64 hex digits or base64',
    }),
)

/** JSON-RPC upstreams per CAIP-2 chain: `{"eip155:1": ["https://..."]}` (a JSON string in env). */
export const upstreamsKind = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  },
  z.record(
    z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected CAIP-2 chain ids like eip155:1'),
    z.array(httpUrlKind).min(1),
  ),
)
