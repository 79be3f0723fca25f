import { useLayoutEffect, useRef } from 'react'
import { walletFrame } from '../../embedded/embeddedWallet.js'
import { useLedgerPrompt } from '../../stores/ledgerStore.js'
import { LedgerConfirm } from './LedgerConfirm.js'

/**
 * Spec section 4: an unsafe request on the embedded account. The wallet frame (its own origin) lays its
 * approval over this slot, so the visitor's Approve or Reject is a click in the wallet's origin that
 * neither the host page nor this modal can make for them.
 */
export function ApproveTransactionView() {
  const ledger = useLedgerPrompt()
  return ledger ? <LedgerConfirm prompt={ledger} /> : <WalletFrameApproval />
}

function WalletFrameApproval() {
  const slot = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const frame = walletFrame()
    frame.show(slot.current)
    return () => frame.show(null)
  }, [])
  return <div ref={slot} data-testid="approve-slot" className="h-[380px] w-full" />
}

export default ApproveTransactionView
