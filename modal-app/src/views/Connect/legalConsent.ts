import { useSyncExternalStore } from 'react'

// For the modal's session, like AppKit's isLegalCheckboxChecked: leaving Connect and coming back keeps it.
let agreed = false
const listeners = new Set<() => void>()

export function setLegalAgreed(value: boolean) {
  agreed = value
  for (const listener of listeners) listener()
}

/** Whether the visitor has agreed, outside React (a wallet button's connection asks it too). */
export const legalAgreed = () => agreed

export function useLegalAgreed() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => agreed,
    // The build's render of the dialog (inline/renderDialog.tsx): nobody has agreed yet.
    () => false,
  )
}
