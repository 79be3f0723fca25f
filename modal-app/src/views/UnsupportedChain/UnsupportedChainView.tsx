import { t } from '../../i18n/t.js'
import { NetworkList } from '../Networks/NetworksView.js'

export default function UnsupportedChainView() {
  return (
    <div className="flex flex-col gap-3" data-testid="unsupported-chain">
      <p className="px-1 text-[14px] text-zinc-600 dark:text-zinc-300">
        {t(
          'The network your wallet is on is not supported by this app. Select a supported network to continue.',
        )}
      </p>
      <NetworkList />
    </div>
  )
}
