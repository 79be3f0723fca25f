import { startSafe } from './safe/startSafe.js'
import { hostScriptHook } from './scripts/hostScript.js'

// `airlock-safe.js`: loaded by the include itself (never by a page) when the page is framed, with
// the hook on its script element. A page framed by Safe{Wallet} is a Safe App: its Safe connects.
const hook = hostScriptHook()
if (hook) void startSafe(hook)
