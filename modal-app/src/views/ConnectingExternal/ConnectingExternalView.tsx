import { WalletImage } from '../../components/WalletImage.js'
import { connectWallet, PROJECT_REFUSED } from '../../controllers/connection.js'
import { useApp } from '../../stores/useApp.js'

export function ConnectingExternalView() {
  const wallet = useApp((s) => s.wallets.find((w) => w.id === s.connectingWalletId))
  const error = useApp((s) => s.connectError)
  const name = wallet?.name ?? 'your wallet'
  const refused = error === PROJECT_REFUSED
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <div className="relative">
        <WalletImage src={wallet?.icon} name={name} size={72} />
        {error ? null : (
          <span
            className="absolute -inset-2 animate-spin rounded-[22px] border-2 border-zinc-200 border-t-[var(--al-accent)] dark:border-zinc-700 dark:border-t-[var(--al-accent)]"
            aria-hidden="true"
          />
        )}
      </div>
      <div data-testid="connecting-status" data-state={error ? 'error' : 'pending'} aria-live="polite">
        <p className={`text-[15px] font-semibold ${error ? 'text-red-600 dark:text-red-400' : ''}`}>
          {error ?? `Continue in ${name}`}
        </p>
        <p className="mt-1 text-[13px] text-zinc-500 dark:text-zinc-400">
          {refused
            ? "This site is not on the project's allowed origins, so no wallet can connect here."
            : error
              ? 'The connection was not approved.'
              : 'Accept the connection request in the wallet'}
        </p>
      </div>
      {error && wallet && !refused ? (
        <button
          type="button"
          data-testid="connecting-retry"
          onClick={() => void connectWallet(wallet.id)}
          className="rounded-full bg-[var(--al-accent)] px-5 py-2 text-[14px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
        >
          Try again
        </button>
      ) : null}
    </div>
  )
}
