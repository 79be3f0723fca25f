// ERC-4337 on the devnet: EntryPoint v0.7 and SimpleAccountFactory v0.7 at their canonical
// addresses, a real bundler (Pimlico's alto) in front of them, and MetaMask's smart accounts
// (HybridDeleGator, the DelegationManager and its caveat enforcers) at fixed addresses.
export {
  type AccountAbstractionContracts,
  CREATE2_DEPLOYER,
  deployAccountAbstraction,
  ENTRY_POINT_07,
  plannedAccountAbstraction,
  SIMPLE_ACCOUNT_FACTORY_07,
} from './accountAbstractionContracts.js'
export { BUNDLER_EXECUTOR, BUNDLER_UTILITY } from './bundlerKeys.js'
// An ERC-7677 paymaster service over eth-infinitism's VerifyingPaymaster: sponsored gas on the devnet.
export {
  DEVNET_PAYMASTER_DEPOSIT,
  DEVNET_PAYMASTER_SIGNER_KEY,
  type DevnetPaymasterContract,
  deployDevnetPaymaster,
  plannedDevnetPaymaster,
} from './devnetPaymaster.js'
// Test clients: a fresh owner's counterfactual account, funded, with its bundler client.
export { hybridAccountClient } from './hybridAccountClient.js'
// The dApp's side of a smart session (ERC-7715): its request and its redemption.
export { nativeSessionRequest, sessionRedemption } from './sessionDapp.js'
export { simpleAccountClient } from './simpleAccountClient.js'
export { startSmartAccountsDevnet } from './smartAccountsDevnet.js'
export {
  DEVNET_SMART_ACCOUNTS,
  deploySmartAccounts,
  plannedSmartAccountsEnvironment,
  SMART_ACCOUNTS_DEPLOYER_KEY,
} from './smartAccountsEnvironment.js'
export { type RunningBundler, type StartBundlerParameters, startBundler } from './startBundler.js'
export {
  type RunningPaymaster,
  type StartDevnetPaymasterParameters,
  startDevnetPaymaster,
} from './startDevnetPaymaster.js'
