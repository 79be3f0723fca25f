/** The parts of `window` the frame uses, so tests can stand in for the parent and the ancestors. */
export interface FrameWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  location: { origin: string; search: string; reload(): void; ancestorOrigins?: ArrayLike<string> }
  document: Document
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}
