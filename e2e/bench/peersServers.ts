import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

export const READY_LINE = 'SERVERS-READY '
// AIRLOCK_E2E_PORT_OFFSET shifts every port, so a bench can run beside another (or beside the e2e suite).
export const PORT_OFFSET = Number(process.env.AIRLOCK_E2E_PORT_OFFSET ?? 0)
export const PAGES_PORT = 26180 + PORT_OFFSET

/** The bench page of library `id` (a folder of bench/peers' build). */
export const benchPageUrl = (id: string) => `http://app.localhost:${PAGES_PORT}/${id}/index.html`

export interface PeerServers {
  modalUrl: string
  stop(): Promise<void>
}

/** Starts `peersServe.ts` in a child process and resolves once it serves every file compressed. */
export function startPeerServers(): Promise<PeerServers> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'peersServe.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    child.stdin.end()
    await exited
  }
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The bench servers exited (${code}) before they were ready`)),
    )
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(READY_LINE)) return void console.log(line)
      const { modal } = JSON.parse(line.slice(READY_LINE.length)) as { modal: string }
      resolve({ modalUrl: modal, stop })
    })
  })
}
