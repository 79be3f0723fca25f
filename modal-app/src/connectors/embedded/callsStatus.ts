import { t } from '../../i18n/t.js'

/** What a batch's EIP-5792 status code says, in the words of the modal's snackbar (and its language). */
export function callsStatusText(status: unknown): { variant: 'success' | 'error' | 'loading'; text: string } {
  const code = Number((status as { status?: unknown } | null)?.status)
  if (code >= 100 && code < 200) return { variant: 'loading', text: t('Calls pending') }
  if (code >= 200 && code < 300) return { variant: 'success', text: t('Calls confirmed') }
  if (code === 600) return { variant: 'error', text: t('Calls partially reverted') }
  if (code >= 500 && code < 600) return { variant: 'error', text: t('Calls reverted') }
  if (code >= 400 && code < 500) return { variant: 'error', text: t('Calls failed') }
  return { variant: 'error', text: t('Calls status unknown') }
}
