import type { LedgerAccount, LedgerSession } from './ledgerSession.js'

/** What the Ledger view hands the connector: the opened device and the account the visitor picked. */
export interface LedgerPick {
  session: LedgerSession
  account: LedgerAccount
}

let waiting: { resolve(pick: LedgerPick): void; reject(error: Error): void } | undefined

/**
 * The connector's connect waits here for the visitor's pick in ConnectingLedger; a newer wait
 * supersedes an older one (rejected), so only the attempt on screen connects.
 */
export function waitForLedgerPick(): Promise<LedgerPick> {
  waiting?.reject(new Error('Superseded'))
  return new Promise((resolve, reject) => {
    waiting = { resolve, reject }
  })
}

/** The view's pick; false when no connect waits for one (the attempt was cancelled). */
export function pickLedgerAccount(pick: LedgerPick): boolean {
  const current = waiting
  waiting = undefined
  current?.resolve(pick)
  return Boolean(current)
}

/** Ends the wait (the connect was cancelled). */
export function cancelLedgerPick(error = new Error('Cancelled')) {
  const current = waiting
  waiting = undefined
  current?.reject(error)
}
