import type { ChildProcess } from 'node:child_process'

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
