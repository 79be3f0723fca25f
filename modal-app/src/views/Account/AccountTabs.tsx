import { setTab } from '../../controllers/account.js'
import { type AccountTab, useAccount } from '../../stores/accountStore.js'
import { useApp } from '../../stores/useApp.js'
import { ActivityTab } from './ActivityTab.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

const TAB_LABELS: Record<AccountTab, string> = { tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' }

export default function AccountTabs() {
  const tab = useAccount((s) => s.tab)
  const history = useApp((s) => s.options?.features?.history !== false)
  const tabs: AccountTab[] = history ? ['tokens', 'nfts', 'activity'] : ['tokens', 'nfts']
  const shown = tabs.includes(tab) ? tab : 'tokens'
  return (
    <div className="flex w-full flex-col gap-2">
      <div role="tablist" className="flex gap-1 rounded-2xl bg-zinc-100 p-1 dark:bg-zinc-800/80">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={shown === t}
            data-testid={`account-tab-${t}`}
            onClick={() => setTab(t)}
            className={`flex-1 rounded-xl py-1.5 text-[13px] font-semibold outline-none transition-colors duration-150 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] ${shown === t ? 'bg-white shadow-sm dark:bg-zinc-700' : 'text-zinc-600 dark:text-zinc-400'}`}
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        data-testid="account-tabpanel"
        data-tab={shown}
        className="max-h-[280px] overflow-y-auto"
      >
        {shown === 'tokens' ? <TokensTab /> : shown === 'nfts' ? <NftsTab /> : <ActivityTab />}
      </div>
    </div>
  )
}
