/**
 * The click guard of buttons that make a wallet sign or send (issue 35: clickjacking), for the modal's
 * views and the wallet frame's approval. An entry of its own: neither the host nor the modal's boot
 * code loads it.
 */
export { clickGuardTimes } from './constants/clickGuard.js'
export {
  type ClickGuard,
  type ClickGuardOptions,
  type ClickGuardState,
  createClickGuard,
  type Sight,
} from './visibility/clickGuard.js'
// For tests of the guarded buttons (happy-dom's IntersectionObserver never reports).
export { type FakeSeen, type FakeSight, type FakeSightOptions, fakeSight } from './visibility/fakeSight.js'
export { type GuardedTarget, type GuardTargetOptions, guardTarget } from './visibility/guardTarget.js'
export { obscuredNotice } from './visibility/obscuredNotice.js'
export { hasVisibilityTracking, type SightEnvironment, watchSight } from './visibility/watchSight.js'
