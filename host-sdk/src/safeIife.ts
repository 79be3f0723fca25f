import type { SafeScript } from './safe/safeHook.js'
import { startSafe } from './safe/startSafe.js'

// `airlock-safe.js`: loaded by the include itself (never by a page) when the page is framed, with
// the hook on its script element. A page framed by Safe{Wallet} is a Safe App: its Safe connects.
const hook = (document.currentScript as SafeScript | null)?.airlock
if (hook) void startSafe(hook)
