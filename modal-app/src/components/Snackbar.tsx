import { useApp } from '../stores/useApp.js'

const colors = {
  success: 'bg-emerald-700',
  error: 'bg-red-600',
  loading: 'bg-zinc-700',
}

export function Snackbar() {
  const snackbar = useApp((s) => s.snackbar)
  if (!snackbar) return null
  return (
    <div
      role="status"
      data-testid="snackbar"
      data-variant={snackbar.variant}
      className="pointer-events-none absolute inset-x-0 bottom-4 flex justify-center"
    >
      <span
        key={snackbar.key}
        className={`rounded-full px-4 py-2 text-[13px] font-medium text-white shadow-lg ${colors[snackbar.variant]}`}
      >
        {snackbar.message}
      </span>
    </div>
  )
}
