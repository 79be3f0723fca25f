import { WalletImage } from './WalletImage.js'

/** A wallet's icon, large, ringed by a spinner (with its track) while the wallet has not answered. */
export function WaitingWalletImage({
  src,
  name,
  waiting,
}: {
  src?: string | undefined
  name: string
  waiting: boolean
}) {
  return (
    <div className="relative">
      <WalletImage src={src} name={name} size={72} />
      {waiting ? (
        <span
          className="absolute -inset-2 animate-spin rounded-[22px] border-2 border-zinc-200 border-t-[var(--al-accent)] dark:border-zinc-700 dark:border-t-[var(--al-accent)]"
          aria-hidden="true"
        />
      ) : null}
    </div>
  )
}
