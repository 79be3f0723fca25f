import { useEffect } from 'react'
import { loadNfts } from '../../controllers/account.js'
import { t } from '../../i18n/t.js'
import { useAccount } from '../../stores/accountStore.js'
import { ListSkeleton } from './TokensTab.js'

/** The NFTs the account holds (spam-flagged ones left out): image and name. */
export function NftsTab() {
  const nfts = useAccount((s) => s.nfts)
  const error = useAccount((s) => s.nftsError)

  useEffect(() => {
    void loadNfts()
  }, [])

  if (error) return <p className="py-6 text-center text-[14px] text-red-600 dark:text-red-400">{t(error)}</p>
  if (!nfts) return <ListSkeleton />
  const shown = nfts.filter((n) => !n.flags.is_spam)
  if (shown.length === 0)
    return <p className="py-6 text-center text-[14px] text-zinc-500 dark:text-zinc-400">{t('No NFTs yet')}</p>
  return (
    <ul data-testid="nfts-grid" className="grid grid-cols-2 gap-2">
      {shown.map((nft) => (
        <li
          key={`${nft.contract}:${nft.tokenId}`}
          data-testid="nft-item"
          data-name={nft.name}
          className="overflow-hidden rounded-2xl bg-zinc-100 dark:bg-zinc-800"
        >
          <img src={nft.image} alt="" className="aspect-square w-full object-cover" draggable={false} />
          <p className="truncate px-2.5 py-2 text-[13px] font-medium">{nft.name}</p>
        </li>
      ))}
    </ul>
  )
}
