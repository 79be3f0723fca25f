import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const peersDir = join(import.meta.dirname, 'peers')

/**
 * Installs the peers' packages into e2e/bench/peers (its own project, not a workspace) when its
 * package.json changed since the last install, and builds every host page with Vite.
 */
export function preparePeers(modalUrl: string) {
  // AppKit's wagmi adapter needs wagmi 3, RainbowKit and ConnectKit wagmi 2: two installs.
  for (const dir of [peersDir, join(peersDir, 'appkit')]) {
    const manifest = readFileSync(join(dir, 'package.json'))
    const stamp = join(dir, 'node_modules', '.bench-install')
    const hash = createHash('sha256').update(manifest).digest('hex')
    if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
      console.log(`Installing ${dir} ...`)
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-workspaces'], {
        cwd: dir,
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      writeFileSync(stamp, hash)
    }
  }
  console.log('Building the host pages with Vite ...')
  // The main build empties dist/, so it goes first; AppKit's lands in dist/appkit.
  for (const dir of [peersDir, join(peersDir, 'appkit')]) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, VITE_AIRLOCK_MODAL_URL: modalUrl },
    })
  }
}

/** Installed versions of every peer, for the record. */
export function peerVersions(): Record<string, string> {
  const names = [
    '@reown/appkit',
    '@reown/appkit-adapter-wagmi',
    '@rainbow-me/rainbowkit',
    'connectkit',
    'wagmi',
    'wagmi (AppKit page)',
    'viem',
    '@tanstack/react-query',
    'react',
    'react-dom',
    'vite',
  ]
  const where = (name: string) =>
    name.startsWith('@reown/') ? join(peersDir, 'appkit', 'node_modules') : join(peersDir, 'node_modules')
  return Object.fromEntries(
    names.map((name) => {
      const file = join(where(name), name, 'package.json')
      if (name === 'wagmi (AppKit page)') {
        const own = join(peersDir, 'appkit', 'node_modules', 'wagmi', 'package.json')
        return [
          name,
          existsSync(own) ? (JSON.parse(readFileSync(own, 'utf8')) as { version: string }).version : '?',
        ]
      }
      return [
        name,
        existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : '?',
      ]
    }),
  )
}
