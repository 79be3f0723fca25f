import type { AccountType } from '@airlock/shared-protocol'

export interface AccountTypeRowText {
  /** AppKit's words for the switch. */
  label: string
  /** Which account is connected now. */
  badge: string
  switchTo: AccountType
}

/** The switch row's words for the connected account type; none for a type without a counterpart. */
export function accountTypeRowText(type: AccountType | undefined): AccountTypeRowText | undefined {
  if (type === 'smartAccount') return { label: 'Switch to your EOA', badge: 'Smart account', switchTo: 'eoa' }
  if (type === 'eoa') return { label: 'Switch to your smart account', badge: 'EOA', switchTo: 'smartAccount' }
  return undefined
}
