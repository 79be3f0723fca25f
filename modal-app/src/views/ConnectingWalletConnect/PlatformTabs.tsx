import { type KeyboardEvent, useRef } from 'react'
import { tabFor } from '../../components/tablist.js'
import { t } from '../../i18n/t.js'
import { type Platform, platformLabels } from './platforms.js'

/** Mobile / Desktop / Web: a tablist, moved through with the arrow keys, Home and End. */
export function PlatformTabs({
  platforms,
  selected,
  onSelect,
}: {
  platforms: Platform[]
  selected: Platform
  onSelect: (platform: Platform) => void
}) {
  const list = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const platform = tabFor(event.key, platforms, selected)
    if (!platform) return
    event.preventDefault()
    onSelect(platform)
    list.current?.querySelector<HTMLElement>(`[data-platform="${platform}"]`)?.focus()
  }
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('Connect with')}
      data-testid="wc-platforms"
      onKeyDown={onKeyDown}
      className="mx-auto flex w-fit gap-1 rounded-full bg-zinc-100 p-1 dark:bg-zinc-800/80"
    >
      {platforms.map((platform) => (
        <button
          key={platform}
          type="button"
          role="tab"
          id={`wc-tab-${platform}`}
          aria-selected={platform === selected}
          aria-controls="wc-platform-panel"
          tabIndex={platform === selected ? 0 : -1}
          data-platform={platform}
          onClick={() => onSelect(platform)}
          className={`min-h-10 rounded-full px-4 text-[13px] font-semibold outline-none focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] ${
            platform === selected
              ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-600 dark:text-white'
              : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white'
          }`}
        >
          {t(platformLabels[platform])}
        </button>
      ))}
    </div>
  )
}
