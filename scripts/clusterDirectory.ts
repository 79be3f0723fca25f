import { loadDirectory, syntheticWallets } from '../cloud/src/index.ts'
import { devWalletEntry } from '../dev-wallet/directoryEntry.ts'

export interface DirectorySpec {
  devWalletUrl: string
  devWalletOrder: number
  synthetic: number
}

/** The local stack's wallet directory: the dev wallet (listed by the local stack only) and synthetic wallets. */
export const clusterDirectory = ({ devWalletUrl, devWalletOrder, synthetic }: DirectorySpec) =>
  loadDirectory(undefined, [devWalletEntry(devWalletUrl, devWalletOrder), ...syntheticWallets(synthetic)])
