// Compiled by `npm run typecheck` (never run): AppKit's elements in a React app's TSX, as AppKit's docs
// write them, type-check once the buttons entry is imported; a value AppKit does not take does not.
import '@airlock/host-sdk/buttons'

export function Buttons() {
  return (
    <div>
      <appkit-button size="sm" balance="hide" label="Connect" loadingLabel="Connecting..." />
      <appkit-connect-button size="md" label="Sign in" />
      <appkit-account-button balance="show" charsStart={6} charsEnd={4} disabled={false} />
      <appkit-network-button disabled />
      <appkit-wallet-button wallet="metamask" namespace="eip155" />
      <appkit-wallet-button wallet="io.metamask" />
      <appkit-modal class="card" />
      {/* @ts-expect-error AppKit's sizes are lg, md and sm */}
      <appkit-button size="xl" />
      {/* @ts-expect-error balance is show or hide */}
      <appkit-account-button balance="maybe" />
      {/* @ts-expect-error no such namespace */}
      <appkit-wallet-button wallet="metamask" namespace="cosmos2" />
    </div>
  )
}
