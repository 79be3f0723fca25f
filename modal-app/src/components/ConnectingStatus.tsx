/** What a connecting view waits for, or why it stopped: read out as it changes. */
export function ConnectingStatus({
  error,
  title,
  hint,
}: {
  error?: string | undefined
  title: string
  hint?: string | undefined
}) {
  return (
    <div data-testid="connecting-status" data-state={error ? 'error' : 'pending'} aria-live="polite">
      <p className={`text-[15px] font-semibold ${error ? 'text-red-600 dark:text-red-400' : ''}`}>
        {error ?? title}
      </p>
      {hint ? <p className="mt-1 text-[13px] text-zinc-600 dark:text-zinc-400">{hint}</p> : null}
    </div>
  )
}
