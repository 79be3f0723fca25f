import type { EmbeddedUser } from '@airlock/shared-protocol'
import { type ServiceUser, toEmbeddedUser } from '../api/embeddedUser.js'
import { FrameError, frameMessages } from '../api/frameError.js'
import { userPath } from '../api/userPath.js'
import type { WalletApi } from '../api/walletApi.js'
import { type AwaitDeviceOptions, awaitDevice } from './awaitDevice.js'
import type { FrameState, Handlers } from './handlerTypes.js'

type LoginEvent =
  | 'CONNECT_EMAIL'
  | 'CONNECT_DEVICE'
  | 'CONNECT_OTP'
  | 'GET_USER'
  | 'IS_CONNECTED'
  | 'SIGN_OUT'

/**
 * Email login and the session (spec section 4): CONNECT_EMAIL remembers the email the next steps
 * continue; CONNECT_DEVICE waits for the link to be opened; CONNECT_OTP signs in (the service sets the
 * session cookie). A newer CONNECT_EMAIL stops an older device wait.
 */
export function loginHandlers(
  api: WalletApi,
  state: FrameState,
  deviceOptions: AwaitDeviceOptions = {},
): Handlers<LoginEvent> {
  let login = 0
  const currentEmail = () => {
    if (!state.email) throw new FrameError(frameMessages.NO_EMAIL)
    return state.email
  }
  return {
    async CONNECT_EMAIL({ email }) {
      login++
      state.email = email
      const { action } = await api.post<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>('/api/email/connect', {
        email,
      })
      return { action }
    },
    async CONNECT_DEVICE() {
      const run = ++login
      await awaitDevice(api, currentEmail(), { ...deviceOptions, isCurrent: () => run === login })
      return {}
    },
    async CONNECT_OTP({ otp }) {
      await api.post<EmbeddedUser>('/api/email/otp', { email: currentEmail(), otp })
      state.email = undefined
      return {}
    },
    async GET_USER({ chainId }) {
      // The chain the modal is on; the user's own chainId is the one the service signs on.
      if (chainId !== undefined) state.chainId = chainId
      // The user on the frame's chain: the one the modal is on, where its requests are signed.
      const user = toEmbeddedUser(await api.get<ServiceUser>(userPath(state.chainId)))
      return { ...user, chainId: state.chainId }
    },
    async IS_CONNECTED() {
      const { isConnected } = await api.get<{ isConnected: boolean }>('/api/is-connected')
      return { isConnected: isConnected === true }
    },
    async SIGN_OUT() {
      await api.post('/api/sign-out', {})
      return {}
    },
  }
}
