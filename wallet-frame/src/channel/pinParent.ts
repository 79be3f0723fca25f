import { readParentOrigin } from '@airlock/shared-protocol/boot'
import type { FrameWindow } from './frameWindow.js'

/**
 * The origin the frame answers, or undefined when it must stay inert: it acts only inside a parent
 * (`window.parent !== window`) whose origin, as the browser reports it (`location.ancestorOrigins[0]`,
 * else the referrer's origin), is the configured modal origin. The host page framing it directly,
 * another site, or a visit without a parent get a page that does nothing.
 */
export function pinParent(self: FrameWindow, modalOrigin: string | undefined): string | undefined {
  if (!modalOrigin || (self.parent as unknown) === self) return undefined
  const parentOrigin = readParentOrigin(self.location as Location, self.document.referrer)
  return parentOrigin === modalOrigin ? modalOrigin : undefined
}
