import { msg, t } from '../i18n/t.js'
import { useApp } from '../stores/useApp.js'
import { AlertIcon } from './icons.js'

// The title is one of shared-protocol's alert titles (the catalogue test lists them).
const details: Record<string, string> = {
  'Project ID Not Configured': msg(
    'The app did not set a projectId: wallet lists and some features are unavailable.',
  ),
  'Invalid App Configuration': msg(
    "The project id is unknown, or this site's origin is not on the project's allowlist.",
  ),
}

/** The alert's box, both themes (the click guard's notice has it too). */
export const alertBoxClass =
  'flex gap-2 rounded-xl bg-amber-50 p-3 text-[13px] text-amber-900 dark:bg-amber-500/10 dark:text-amber-200'

export function Alert() {
  const alert = useApp((s) => s.alert)
  if (!alert) return null
  return (
    <div role="alert" data-testid="alert" className={`mx-4 mb-3 ${alertBoxClass}`}>
      {/* Its own box: a flex item's svg would shrink to fit beside a long explanation. */}
      <span className="shrink-0">
        <AlertIcon />
      </span>
      <div className="min-w-0">
        <p className="font-semibold">{t(alert)}</p>
        {details[alert] ? <p className="opacity-80">{t(details[alert])}</p> : null}
      </div>
    </div>
  )
}
