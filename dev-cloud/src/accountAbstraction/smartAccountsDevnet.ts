import { deployAccountAbstraction } from './accountAbstractionContracts.js'
import { deploySmartAccounts } from './smartAccountsEnvironment.js'
import { type RunningBundler, startBundler } from './startBundler.js'

/**
 * Smart accounts on a fresh devnet chain at `rpcUrl`: the EntryPoint v0.7 and the account factory,
 * then MetaMask's smart accounts environment (DEVNET_SMART_ACCOUNTS) beside the bundler (alto), which
 * takes seconds to answer. Resolves with the running bundler once both are ready; stops it when the
 * environment fails.
 *
 * @example
 * import { startSmartAccountsDevnet } from '@airlock/dev-cloud'
 * const bundler = await startSmartAccountsDevnet('http://127.0.0.1:8545')
 */
export async function startSmartAccountsDevnet(
  rpcUrl: string,
  { port }: { port?: number } = {},
): Promise<RunningBundler> {
  const { entryPoint } = await deployAccountAbstraction(rpcUrl)
  const smartAccounts = deploySmartAccounts(rpcUrl)
  smartAccounts.catch(() => undefined)
  const running = await startBundler({ rpcUrl, entryPoint, ...(port === undefined ? {} : { port }) })
  await smartAccounts.catch(async (error: unknown) => {
    await running.stop()
    throw error
  })
  return running
}
