import { readFile, realpath, stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname, join, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

/** Vite's hashed asset names (`index-B1x2_c3D.js`) never change content: they may be cached for good. */
const hashedName = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

/** The token the frame's index.html carries where the modal's origin goes (its `airlock-modal-origin` meta). */
export const MODAL_ORIGIN_TOKEN = '__AIRLOCK_MODAL_ORIGIN__'

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Serves the wallet frame's bundle from `frameDir`: `/` is index.html, other paths the files under
 * it (no directory listing, nothing outside it, symlinks included); false when there is no such file.
 * In HTML, `__AIRLOCK_MODAL_ORIGIN__` becomes `modalOrigin` (the only parent the frame answers); without
 * it the token stays, and the frame stays inert.
 */
export async function serveFrameFile(
  response: ServerResponse,
  frameDir: string,
  path: string,
  modalOrigin?: string,
  /** The page's CSP `frame-ancestors` directive (who may embed it), for HTML. */
  frameAncestors?: string,
): Promise<boolean> {
  const relative = path === '/' ? 'index.html' : decodeURIComponent(path.slice(1))
  if (relative.includes('\0')) return false
  let file: string
  let root: string
  try {
    root = await realpath(frameDir)
    file = await realpath(join(root, relative))
    if (!file.startsWith(root + sep) || !(await stat(file)).isFile()) return false
  } catch {
    return false
  }
  const isHtml = extname(file) === '.html'
  let body = await readFile(file)
  if (isHtml && modalOrigin !== undefined)
    body = Buffer.from(body.toString('utf8').replaceAll(MODAL_ORIGIN_TOKEN, escapeAttribute(modalOrigin)))
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': !isHtml && hashedName.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(isHtml ? { 'referrer-policy': 'no-referrer' } : {}),
    ...(isHtml && frameAncestors ? { 'content-security-policy': frameAncestors } : {}),
  })
  response.end(body)
  return true
}
