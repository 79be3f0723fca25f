import type { ReactNode } from 'react'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { LineIcon } from '../../components/viewIcons.js'
import { pushView } from '../../controllers/navigation.js'
import { msg, t } from '../../i18n/t.js'

const points: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: msg('Your keys, your account'),
    text: msg('A wallet holds the keys that prove an address is yours: no password, no email.'),
    icon: <path d="M15 7a4 4 0 1 1-3.5 5.9L4 20H2v-2l1-1h2v-2h2l2.1-2.1A4 4 0 0 1 15 7Zm1 2h.01" />,
  },
  {
    title: msg('One sign-in for many apps'),
    text: msg('Connect the same wallet to any app that supports it, and you are in.'),
    icon: (
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    ),
  },
  {
    title: msg('A home for your assets'),
    text: msg('Send, receive and keep tokens and collectibles on the networks the wallet supports.'),
    icon: <path d="M3 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 0 12-3v3m2 7h.01" />,
  },
]

/** Help for a visitor new to wallets, reached from Connect; "Get a wallet" lists wallets to install. */
export default function WhatIsAWalletView() {
  return (
    <div data-testid="what-is-a-wallet" className="flex flex-col gap-5 pt-1 pb-2">
      <ul className="flex flex-col gap-4">
        {points.map((point) => (
          <li key={point.title} className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-[var(--al-accent)]/10 text-[var(--al-accent)]">
              <LineIcon size={22}>{point.icon}</LineIcon>
            </span>
            <div>
              <h2 className="text-[15px] font-semibold">{t(point.title)}</h2>
              <p className="mt-0.5 text-[13px] text-zinc-600 dark:text-zinc-400">{t(point.text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <PrimaryButton testId="get-a-wallet" onClick={() => pushView('GetWallet')}>
        {t('Get a wallet')}
      </PrimaryButton>
    </div>
  )
}
