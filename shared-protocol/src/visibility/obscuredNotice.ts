/**
 * What a guarded button says while the page around the modal hides or covers it: the page is the one
 * doing it, and the button (named by its label) works again once the window is fully visible.
 */
export const obscuredNotice = (action: string) => ({
  title: 'This page is hiding or covering the wallet window',
  detail: `${action} works once the window is fully visible.`,
})
