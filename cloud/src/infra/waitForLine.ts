import type { ChildProcess } from 'node:child_process'
import { connect } from 'node:net'

/**
 * Resolves when the child prints a line matching `ready`; rejects when it exits first or
 * `timeoutMs` passes, with what it printed (a server that cannot start says why there).
 */
export function waitForLine(
  child: ChildProcess,
  ready: RegExp,
  name: string,
  timeoutMs = 30_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
      if (ready.test(output)) finish()
    }
    const onExit = (code: number | null) =>
      finish(new Error(`${name} exited (${code}) before it was ready:\n${output}`))
    const timer = setTimeout(
      () => finish(new Error(`${name} was not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    )
    function finish(error?: Error) {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      // Keep draining so a chatty server never blocks on a full pipe.
      child.stdout?.resume()
      child.stderr?.resume()
      if (error) reject(error)
      else resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}

/** Resolves once `port` on loopback takes connections; rejects when the child exits first or `timeoutMs` passes. */
export async function waitForPort(port: number, child: ChildProcess, name: string, timeoutMs = 30_000) {
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const deadline = Date.now() + timeoutMs
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `${name} exited (${child.exitCode ?? child.signalCode}) before it listened:\n${output}`,
        )
      if (Date.now() > deadline)
        throw new Error(`${name} did not listen on ${port} in ${timeoutMs} ms:\n${output}`)
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1')
        socket.once('connect', () => {
          socket.destroy()
          resolve(true)
        })
        socket.once('error', () => {
          socket.destroy()
          resolve(false)
        })
      })
      if (open) return
      // A server starting: ask again shortly (a connect refused costs nothing).
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    child.stdout?.off('data', keep)
    child.stderr?.off('data', keep)
    child.stdout?.resume()
    child.stderr?.resume()
  }
}
