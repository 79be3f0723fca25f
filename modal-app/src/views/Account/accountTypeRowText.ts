import type { AccountType } from '@airlock/shared-protocol'
import { t } from '../../i18n/t.js'

export interface AccountTypeRowText {
  /** AppKit's words for the switch. */
  label: string
  /** Which account is connected now. */
  badge: string
  switchTo: AccountType
}

/** The switch row's words for the connected account type; none for a type without a counterpart. */
export function accountTypeRowText(type: AccountType | undefined): AccountTypeRowText | undefined {
  if (type === 'smartAccount')
    return { label: t('Switch to your EOA'), badge: t('Smart account'), switchTo: 'eoa' }
  if (type === 'eoa')
    return { label: t('Switch to your smart account'), badge: t('EOA'), switchTo: 'smartAccount' }
  return undefined
}
