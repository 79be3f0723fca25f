import { hostScriptHook } from './scripts/hostScript.js'
import { telegramOnHost } from './telegram/telegramOnHost.js'

// `airlock-telegram.js`: loaded by the include when the modal asks (its social logins are shown, or
// a sign-in that left the page comes back), never by the page itself. It answers what only the
// page knows: Telegram's objects on its window, its URL, and the handoff its URL brought back.
const hook = hostScriptHook()
hook?.[4]?.(telegramOnHost())
