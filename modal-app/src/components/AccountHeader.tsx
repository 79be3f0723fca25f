import { t } from '../i18n/t.js'
import { openUrl } from '../lib/hostBridge.js'
import { useAccount } from '../stores/accountStore.js'
import { useApp } from '../stores/useApp.js'
import { Avatar } from '../views/Account/Avatar.js'
import { HeaderLink } from './Header.js'
import { ExternalIcon } from './viewIcons.js'

/** Beside the title: the profile image, or an avatar drawn from the address. */
export function AccountHeaderAvatar() {
  const address = useApp((s) => s.address)
  const image = useAccount((s) => s.identity?.avatar)
  return address ? <Avatar address={address} image={image} size={24} /> : null
}

/** The address on the network's block explorer; none for a network without one (a devnet). */
export function ExplorerLink() {
  const address = useApp((s) => s.address)
  const explorer = useApp((s) => s.activeNetwork?.blockExplorers?.default)
  if (!address || !explorer) return null
  return (
    <HeaderLink
      href={`${explorer.url.replace(/\/$/, '')}/address/${address}`}
      label={t('View address on {explorer}', { explorer: explorer.name })}
      testId="header-explorer"
      onOpen={openUrl}
    >
      <ExternalIcon />
    </HeaderLink>
  )
}
