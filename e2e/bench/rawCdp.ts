import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import WebSocket from 'ws'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { offlineArgs } from './peersContext.ts'

interface Message {
  id?: number
  method?: string
  params?: Record<string, unknown>
  sessionId?: string
  result?: unknown
  error?: { message: string }
}

/**
 * Chromium driven over a bare DevTools socket, attached to the pages it is told to and nothing else.
 * Playwright attaches to every frame of another process and holds it until its own setup has run
 * (several round trips to the test process), and emulates a viewport on every page: both cost time
 * a visitor's browser does not spend. Only one page target is attached here, after the measured
 * figures were taken for its frames.
 */
export class RawChromium {
  private nextId = 0
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  private readonly listeners = new Map<string, Set<(params: Record<string, unknown>) => void>>()

  private constructor(
    private readonly process: ChildProcess,
    private readonly socket: WebSocket,
    private readonly profile: string,
  ) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message
      if (message.method)
        for (const listener of this.listeners.get(message.method) ?? []) listener(message.params ?? {})
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id)
      if (!waiting || message.id === undefined) return
      this.pending.delete(message.id)
      if (message.error) waiting.reject(new Error(message.error.message))
      else waiting.resolve(message.result)
    })
  }

  static async launch(): Promise<RawChromium> {
    const profile = mkdtempSync(join(tmpdir(), 'airlock-raw-'))
    const child = spawn(
      chromiumPath(),
      [
        ...chromiumArgs,
        ...offlineArgs,
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    const url = await new Promise<string>((resolve, reject) => {
      let seen: string | undefined = ''
      // Chromium logs to stderr for as long as it runs: once the address is known the pipe is still
      // drained (a full pipe would block it), but nothing is kept or searched.
      child.stderr?.on('data', (chunk) => {
        if (seen === undefined) return
        seen += chunk
        const found = seen.match(/DevTools listening on (ws:\/\/\S+)/)
        if (!found?.[1]) return
        seen = undefined
        resolve(found[1])
      })
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened`)))
    })
    const socket = new WebSocket(url, { perMessageDeflate: false })
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    return new RawChromium(child, socket, profile)
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      this.socket.send(JSON.stringify({ id, method, params, sessionId }))
    })
  }

  /** Calls `listener` with the parameters of every `method` event, until the returned function is called. */
  on(method: string, listener: (params: Record<string, unknown>) => void): () => void {
    const set = this.listeners.get(method) ?? new Set()
    set.add(listener)
    this.listeners.set(method, set)
    return () => set.delete(listener)
  }

  async evaluate<T>(sessionId: string, expression: string, awaitPromise = false): Promise<T> {
    const answer = await this.send<{ result: { value: T }; exceptionDetails?: { text: string } }>(
      'Runtime.evaluate',
      { expression, returnByValue: true, awaitPromise },
      sessionId,
    )
    if (answer.exceptionDetails)
      throw new Error(`${expression.slice(0, 60)}: ${answer.exceptionDetails.text}`)
    return answer.result.value
  }

  /** Polls `expression` in the page every 20 ms until it is truthy; false after `timeoutMs`. */
  async waitFor(sessionId: string, expression: string, timeoutMs = 30_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (await this.evaluate<boolean>(sessionId, `Boolean(${expression})`)) return true
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return false
  }

  /** Runs `use` with a new browser context (empty caches: its first visit is cold), disposed after. */
  async inNewContext<T>(use: (browserContextId: string) => Promise<T>): Promise<T> {
    const { browserContextId } = await this.send<{ browserContextId: string }>('Target.createBrowserContext')
    try {
      return await use(browserContextId)
    } finally {
      await this.send('Target.disposeBrowserContext', { browserContextId })
    }
  }

  /** A new tab of `browserContextId` on about:blank, attached, with `scripts` run before each document's own. */
  async newTab(
    browserContextId: string,
    scripts: string[],
  ): Promise<{ targetId: string; sessionId: string }> {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    })
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    })
    await this.send('Page.enable', {}, sessionId)
    for (const source of scripts)
      await this.send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId)
    return { targetId, sessionId }
  }

  /** Attaches to a frame of another process whose URL contains `part`, once its figures are taken. */
  async attachFrame(part: string): Promise<string | undefined> {
    const { targetInfos } = await this.send<{
      targetInfos: { targetId: string; type: string; url: string }[]
    }>('Target.getTargets')
    const frame = targetInfos.find((t) => t.type === 'iframe' && t.url.includes(part))
    if (!frame) return undefined
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: frame.targetId,
      flatten: true,
    })
    return sessionId
  }

  async close(): Promise<void> {
    this.socket.close()
    // A browser that has crashed already will not exit again.
    if (this.process.exitCode === null && this.process.signalCode === null) {
      const exited = new Promise((resolve) => this.process.once('exit', resolve))
      this.process.kill()
      await exited
    }
    // Chromium's helpers may still be writing to the profile for a moment after the browser exits.
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
}
