import SafeAppsSDK from '@safe-global/safe-apps-sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { safeMessenger } from '../safeMessenger.js'
import { fakeSafeParent } from './fakeSafeParent.js'

const INFO = {
  safeAddress: '0x5555555555555555555555555555555555555555',
  chainId: 31337,
  threshold: 2,
  owners: [],
  isReadOnly: false,
}
const realParent = Object.getOwnPropertyDescriptor(window, 'parent')

afterEach(() => {
  if (realParent) Object.defineProperty(window, 'parent', realParent)
})

// The fake parent the unit tests use must be one the real SDK talks to, and our messenger must send
// what the SDK sends: both are checked against @safe-global/safe-apps-sdk itself.
describe('fakeSafeParent against @safe-global/safe-apps-sdk', () => {
  it('answers the real SDK, which posts the same request shape as safeMessenger', async () => {
    const safe = fakeSafeParent({ getSafeInfo: () => INFO })
    // The SDK posts to window.parent and accepts answers from it only: the fake is that parent here,
    // and its answers are relayed to this window.
    Object.defineProperty(window, 'parent', { configurable: true, value: safe.parent })
    const relay = (event: Event) => {
      const { data } = event as MessageEvent
      window.dispatchEvent(Object.assign(new Event('message'), { data, source: safe.parent, origin: '' }))
    }
    safe.windows.self.addEventListener('message', relay)
    const sdk = new SafeAppsSDK()
    expect(await sdk.safe.getInfo()).toEqual(INFO)
    const messenger = safeMessenger(safe.windows)
    await messenger.call('getSafeInfo')
    const [fromSdk, fromUs] = safe.seen
    expect(Object.keys(fromUs ?? {}).sort()).toEqual(Object.keys(fromSdk ?? {}).sort())
    expect(fromUs?.env).toEqual(fromSdk?.env)
    expect([fromUs?.method, fromUs?.params]).toEqual([fromSdk?.method, fromSdk?.params])
    messenger.stop()
    safe.windows.self.removeEventListener('message', relay)
  })
})
