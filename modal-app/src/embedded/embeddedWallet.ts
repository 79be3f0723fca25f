/** What views use of the embedded wallet: its login flows, loaded together on first use. */
export { dropWalletFrame, messageOf, walletFrame } from '../connectors/embedded/walletFrame.js'
export { abandonEmailLogin, awaitDevice, connectEmail, submitOtp } from './emailLogin.js'
export { startEmailUpdate, submitPrimaryOtp, submitSecondaryOtp } from './emailUpdate.js'
export { connectNewUser, switchEmbeddedAccountType } from './embeddedSession.js'
export {
  connectFarcaster,
  connectSocial,
  openSocialWindow,
  resumeSocialLogin,
  stopSocialLogin,
} from './socialLogin.js'
