import { type KeyboardEvent, useRef } from 'react'
import { tabFor } from '../../components/tablist.js'
import { setTab } from '../../controllers/account.js'
import { msg, t } from '../../i18n/t.js'
import { type AccountTab, useAccount } from '../../stores/accountStore.js'
import { useApp } from '../../stores/useApp.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

const TAB_LABELS: Record<AccountTab, string> = {
  tokens: msg('Tokens'),
  nfts: msg('NFTs'),
  activity: msg('Activity'),
}
const tabId = (id: AccountTab) => `airlock-tab-${id}`

export default function AccountTabs() {
  const tab = useAccount((s) => s.tab)
  const history = useApp((s) => s.options?.features?.history !== false)
  const tabs: AccountTab[] = history ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const shown = tabs.includes(tab) ? tab : 'tokens'
  const list = useRef<HTMLDivElement>(null)
  // Roving tabindex: Tab reaches the selected tab only; arrows, Home and End move and select.
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabFor(event.key, tabs, shown)
    if (!next) return
    event.preventDefault()
    setTab(next)
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus()
  }
  return (
    // Shrinks (its panel scrolls) when the card is short, never past its tab row.
    <div className="flex min-h-14 w-full flex-col gap-2">
      <div
        ref={list}
        role="tablist"
        aria-label={t('Account')}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-2xl bg-zinc-100 p-1 dark:bg-zinc-800/80"
      >
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={shown === id}
            aria-controls="airlock-tabpanel"
            tabIndex={shown === id ? 0 : -1}
            data-testid={`account-tab-${id}`}
            onClick={() => setTab(id)}
            className={`min-h-10 flex-1 rounded-xl text-[13px] font-semibold outline-none transition-colors duration-150 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] ${shown === id ? 'bg-white shadow-sm dark:bg-zinc-700' : 'text-zinc-600 dark:text-zinc-400'}`}
          >
            {t(TAB_LABELS[id])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="airlock-tabpanel"
        aria-labelledby={tabId(shown)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel a tab stop; it also scrolls.
        tabIndex={0}
        data-testid="account-tabpanel"
        data-tab={shown}
        className="max-h-[280px] min-h-0 overflow-y-auto rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-[var(--al-accent)]"
      >
        {shown === 'tokens' ? <TokensTab /> : shown === 'nfts' ? <NftsTab /> : <ActivityTab />}
      </div>
    </div>
  )
}
