import { useApp } from '../stores/useApp.js'

const colors = {
  success: 'bg-emerald-700',
  error: 'bg-red-600',
  loading: 'bg-zinc-700',
}

/**
 * Inside the card (which is its positioning box), over the header as AppKit's is, never wider than the
 * card: at the bottom it hid the view's main button. The live region stays mounted so screen readers
 * hear each message that appears in it.
 */
export function Snackbar() {
  const snackbar = useApp((s) => s.snackbar)
  return (
    <div role="status" className="pointer-events-none absolute inset-x-3 top-2.5 z-10 flex justify-center">
      {snackbar ? (
        <span
          key={snackbar.key}
          data-testid="snackbar"
          data-variant={snackbar.variant}
          className={`al-snackbar max-w-full rounded-full px-4 py-2 text-center text-[13px] font-medium text-white shadow-lg ${colors[snackbar.variant]}`}
        >
          {snackbar.message}
        </span>
      ) : null}
    </div>
  )
}
