/** The WalletConnect worker's entry: the provider and its SDK live here, never on the main thread. */
import { expose } from 'comlink'
import { createProvider } from './createProvider.js'
import { createWalletConnectService } from './walletConnectService.js'

expose(createWalletConnectService(createProvider))
