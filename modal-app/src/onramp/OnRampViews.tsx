import { useEffect } from 'react'
import { BuyInProgressView } from './BuyInProgressView.js'
import { OnRampPickerView } from './OnRampPickerView.js'
import { OnRampView } from './OnRampView.js'
import { resetOnrampState } from './onrampStore.js'

export interface OnRampViewsProps {
  view: 'OnRamp' | 'OnRampProviders' | 'OnRampTokenSelect' | 'OnRampFiatSelect' | 'BuyInProgress'
}

/**
 * The Buy views, one chunk. Mounted while the visitor is in any of them: leaving them (Done, back to
 * Account, closing the modal) clears the form, so Buy opens empty next time. A checkout left open
 * still delivers: the purchase then shows in Activity.
 */
export default function OnRampViews({ view }: OnRampViewsProps) {
  useEffect(() => resetOnrampState, [])
  if (view === 'OnRampProviders') return <OnRampPickerView kind="provider" />
  if (view === 'OnRampTokenSelect') return <OnRampPickerView kind="token" />
  if (view === 'OnRampFiatSelect') return <OnRampPickerView kind="fiat" />
  if (view === 'BuyInProgress') return <BuyInProgressView />
  return <OnRampView />
}
