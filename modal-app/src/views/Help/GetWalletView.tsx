import { walletImageUrl } from '../../api/directory.js'
import { ListRow } from '../../components/ListRow.js'
import { ExternalIcon } from '../../components/viewIcons.js'
import { WalletImage } from '../../components/WalletImage.js'
import { t } from '../../i18n/t.js'
import { openUrl } from '../../lib/hostBridge.js'
import { directoryErrorText } from '../AllWallets/directoryErrorText.js'
import { useDirectoryWallets } from '../Connect/useDirectoryWallets.js'

const NO_HOST_WALLETS: [] = []

/** Wallets to install: the directory's featured and recommended ones, each opening its own page. */
export default function GetWalletView() {
  const { featured, recommended, error } = useDirectoryWallets(NO_HOST_WALLETS)
  const wallets = [...featured, ...recommended].filter((wallet) => wallet.homepage)
  return (
    <div data-testid="get-wallet" className="flex flex-col gap-2">
      <p className="px-1 pb-1 text-[14px] text-zinc-600 dark:text-zinc-400">
        {t('Pick a wallet to install. Come back here once it is set up to connect.')}
      </p>
      {error ? (
        <p className="px-1 text-[13px] text-red-600 dark:text-red-400">{directoryErrorText(error)}</p>
      ) : null}
      {wallets.map((wallet) => (
        <ListRow
          key={wallet.id}
          testId="get-wallet-row"
          data={{ name: wallet.name }}
          onClick={() => openUrl(wallet.homepage as string)}
          trailing={
            <span className="flex items-center gap-1 font-semibold text-[var(--al-accent-text)]">
              {t('Get')} <ExternalIcon />
            </span>
          }
        >
          <WalletImage src={walletImageUrl(wallet.image_id)} name={wallet.name} />
          <span className="min-w-0 break-words">{wallet.name}</span>
        </ListRow>
      ))}
    </div>
  )
}
