import { useEffect } from 'react'
import { SwapPreviewView } from './SwapPreviewView.js'
import { SwapSelectTokenView } from './SwapSelectTokenView.js'
import { SwapView } from './SwapView.js'
import { resetSwapState, swapStore } from './swapStore.js'

export interface SwapViewsProps {
  view: 'Swap' | 'SwapSelectToken' | 'SwapPreview'
}

/**
 * The swap views, one chunk. Mounted while the visitor is in any of them: leaving them (back to
 * Account, closing the modal) clears the form, so Swap opens empty next time. A swap under way is
 * left alone (an embedded wallet's ApproveTransaction comes on top); it clears itself when done.
 */
export default function SwapViews({ view }: SwapViewsProps) {
  useEffect(
    () => () => {
      if (swapStore.getState().progress === 'idle') resetSwapState()
    },
    [],
  )
  if (view === 'SwapSelectToken') return <SwapSelectTokenView />
  if (view === 'SwapPreview') return <SwapPreviewView />
  return <SwapView />
}
