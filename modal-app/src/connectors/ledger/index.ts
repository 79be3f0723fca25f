// The Ledger connector's device client, loaded on demand (`await import('./connectors/ledger/index.js')`)
// when the user picks Ledger; the boot path never imports it.
export {
  LEDGER_PAGE_SIZE,
  type LedgerPathEntry,
  type LedgerPathScheme,
  ledgerPathSchemes,
  pagePaths,
} from './derivationPaths.js'
export {
  describeLedgerPrompt,
  type LedgerPrompt,
  type LedgerPromptRequest,
  type LedgerScreen,
  type PromptNetwork,
} from './devicePrompts.js'
export {
  LedgerError,
  type LedgerErrorReason,
  ledgerErrorText,
  ledgerErrorTexts,
  toLedgerError,
} from './ledgerErrors.js'
export type { LedgerAccount, LedgerSession } from './ledgerSession.js'
export { isWebHidAvailable, openLedger } from './openLedger.js'
export type { LedgerTransaction, SignLedgerTransactionParameters } from './signLedgerTransaction.js'
export { typedDataHashes } from './typedDataHashes.js'
