import { t } from '../../i18n/t.js'

/** A loading ring: a faint full track under the moving arc, so it reads as progress even when small. */
export function Spinner({ size = 32 }: { size?: number }) {
  return (
    <span
      role="status"
      aria-label={t('Loading')}
      style={{ width: size, height: size }}
      className="inline-block animate-spin rounded-full border-2 border-zinc-200 border-t-[var(--al-accent)] dark:border-zinc-700 dark:border-t-[var(--al-accent)]"
    />
  )
}
