import { showSnackbar } from './snackbar.js'

/** Copies `text` and says so in the snackbar ('Address copied'), or that it could not. */
export async function copyWithSnackbar(text: string, what: 'Address' | 'Link') {
  try {
    await navigator.clipboard.writeText(text)
    showSnackbar('success', `${what} copied`)
  } catch {
    showSnackbar('error', `Could not copy the ${what.toLowerCase()}`)
  }
}
