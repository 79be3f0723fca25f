import { goBack } from '../controllers/navigation.js'
import { msg, t } from '../i18n/t.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { type Option, OptionList, SandboxBadge } from './OptionList.js'
import { setAsset, setFiat, setProvider } from './onrampController.js'
import { currencyImageUrl, providerImageUrl } from './onrampImages.js'
import { fiatNames } from './onrampOptions.js'
import { useOnrampForm } from './useOnrampForm.js'
import { useOnrampOpened } from './useOnrampOpened.js'

export type PickerKind = 'provider' | 'token' | 'fiat'

const EMPTY: Record<PickerKind, string> = {
  provider: msg('No provider available'),
  token: msg('No token to buy on this network'),
  fiat: msg('No currency available'),
}
const PICK: Record<PickerKind, (key: string) => void> = {
  provider: setProvider,
  token: setAsset,
  fiat: setFiat,
}

/** The choices of one picker, the current one marked. */
function useChoices(kind: PickerKind): Option[] {
  const form = useOnrampForm()
  if (kind === 'provider')
    return (form.options?.providers ?? []).map((p) => ({
      key: p.name,
      leading: <TokenIcon src={providerImageUrl(p)} symbol={p.label} />,
      title: p.label,
      subtitle: t('Fee {range}', { range: p.feeRange }),
      trailing: p.sandbox ? <SandboxBadge /> : null,
      current: p.name === form.provider?.name,
    }))
  if (kind === 'token')
    return form.assets.map((a) => ({
      key: a.id,
      leading: <TokenIcon src={form.iconOf(a.symbol)} symbol={a.symbol} />,
      title: a.name,
      subtitle: a.symbol,
      current: a.id === form.asset?.id,
    }))
  return (form.options?.paymentCurrencies ?? []).map(({ id }) => ({
    key: id,
    leading: <TokenIcon src={currencyImageUrl(id)} symbol={id} />,
    title: fiatNames[id] ? t(fiatNames[id]) : id,
    subtitle: id,
    current: id === form.fiat,
  }))
}

/**
 * OnRampProviders (the providers with their fee ranges), OnRampTokenSelect (the tokens delivered on
 * the active network) and OnRampFiatSelect (the payment currencies): the pick is quoted at once.
 */
export function OnRampPickerView({ kind }: { kind: PickerKind }) {
  useOnrampOpened()
  return (
    <OptionList
      options={useChoices(kind)}
      testId={`onramp-${kind}-option`}
      empty={t(EMPTY[kind])}
      onPick={(key) => {
        PICK[kind](key)
        goBack()
      }}
    />
  )
}
