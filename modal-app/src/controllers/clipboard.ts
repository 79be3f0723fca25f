import { t } from '../i18n/t.js'
import { showSnackbar } from './snackbar.js'

/** Copies `text` and says so in the snackbar ('Address copied'), or that it could not. */
export async function copyWithSnackbar(text: string, what: 'Address' | 'Link') {
  try {
    await navigator.clipboard.writeText(text)
    showSnackbar('success', what === 'Address' ? t('Address copied') : t('Link copied'))
  } catch {
    showSnackbar('error', what === 'Address' ? t('Could not copy the address') : t('Could not copy the link'))
  }
}
