import { ChevronIcon } from '../components/icons.js'
import { ListRow } from '../components/ListRow.js'
import { pushView } from '../controllers/navigation.js'
import { rich } from '../i18n/rich.js'
import { t } from '../i18n/t.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { SandboxBadge } from './OptionList.js'
import { providerImageUrl } from './onrampImages.js'

/** The provider the checkout opens with, its fee range and whether it is a sandbox; opens the list. */
export function ProviderRow({
  provider,
}: {
  provider: {
    name: string
    label: string
    feeRange: string
    imageId?: string | undefined
    sandbox?: boolean | undefined
  }
}) {
  return (
    <ListRow
      testId="onramp-provider"
      data={{ provider: provider.name }}
      onClick={() => pushView('OnRampProviders')}
      trailing={
        <>
          {provider.sandbox ? <SandboxBadge /> : null}
          <ChevronIcon />
        </>
      }
    >
      <TokenIcon src={providerImageUrl(provider)} symbol={provider.label} size={32} />
      <span className="flex flex-col">
        <span>
          {rich(t('<0>Provider: </0>{provider}', { provider: provider.label }), [
            (text) => <span className="sr-only">{text}</span>,
          ])}
        </span>
        <span className="text-[13px] font-normal text-zinc-600 dark:text-zinc-400">
          {t('Fee {range}', { range: provider.feeRange })}
        </span>
      </span>
    </ListRow>
  )
}
