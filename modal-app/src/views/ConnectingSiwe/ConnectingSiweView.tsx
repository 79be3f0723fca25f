import { SIWXSignMessageView } from '../SIWX/SIWXSignMessageView.js'

/**
 * Spec section 2's ConnectingSiwe: AppKit's sign-in view for an old SIWE config. Here both configs
 * sign in through the one flow (siwx/siwxFlow.ts), so this is SIWXSignMessage's body under its own
 * view name, for apps that open it by that name.
 */
export default function ConnectingSiweView() {
  return <SIWXSignMessageView />
}
