import { copyWithSnackbar } from '../controllers/clipboard.js'
import { t } from '../i18n/t.js'
import { CopyIcon } from './viewIcons.js'

/** Copies a link (a pairing URI, a sign-in link), for an app on the same device that takes a pasted one. */
export function CopyLinkButton({ link, testId }: { link: string | undefined; testId: string }) {
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={!link}
      onClick={() => void (link && copyWithSnackbar(link, 'Link'))}
      className="flex min-h-10 items-center gap-2 rounded-full px-4 py-2 text-[14px] font-medium text-zinc-600 outline-none hover:bg-zinc-100 focus-visible:ring-2 disabled:opacity-50 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <CopyIcon /> {t('Copy link')}
    </button>
  )
}
