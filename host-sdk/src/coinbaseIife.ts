import { hostScriptHook } from './scripts/hostScript.js'
import { startCoinbase } from './wallets/coinbase/startCoinbase.js'

// `airlock-coinbase.js`: loaded by the include when the modal asks (the visitor opened it, or a
// stored Coinbase session is restored), never by the page itself. The Coinbase Wallet SDK is inside.
const hook = hostScriptHook()
if (hook) void startCoinbase(hook)
