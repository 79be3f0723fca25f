/**
 * The peer bench's servers (the local stack and the host pages) in a process of their own: in the
 * bench's process they shared an event loop with Playwright's bookkeeping (response bodies, gzip of
 * every script for the size columns), which held the modal's HTML for up to 180 ms on warm visits,
 * a cost no real visitor pays. Prints one `SERVERS-READY` line once every file is compressed, then
 * runs until its stdin closes (the bench ended or died).
 */
import { join } from 'node:path'
import { startStack } from '../../scripts/stack.ts'
import { serveStatic } from '../../scripts/staticServer.ts'
import { PORT_OFFSET as OFFSET, PAGES_PORT, READY_LINE } from './peersServers.ts'
import { peersDir, preparePeers } from './peersSetup.ts'

{
  const stack = await startStack({
    demoPort: 26173 + OFFSET,
    modalPort: 26174 + OFFSET,
    cloudPort: 26787 + OFFSET,
    anvilPort: 26545 + OFFSET,
  })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await pages?.close()
    await stack.stop()
    process.exit(0)
  }
  process.stdin.on('end', stop).resume()
  process.on('SIGTERM', stop)
  let pages: Awaited<ReturnType<typeof serveStatic>> | undefined
  try {
    preparePeers(stack.urls.modal)
    pages = await serveStatic({ root: join(peersDir, 'dist'), port: PAGES_PORT })
    // Measured from when every file is compressed, as a CDN serves them: brotli's best level over the
    // peers' 11 MB takes one core for ~25 s and would weigh on the first rounds only.
    await Promise.all([stack.warmedUp, pages.warmedUp])
    console.log(`${READY_LINE}${JSON.stringify({ modal: stack.urls.modal })}`)
  } catch (error) {
    console.error(error)
    await stop()
  }
}
