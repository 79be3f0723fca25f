/**
 * `npm run bench:user-operations`: the devnet's ERC-4337 parts as a wallet meets them. Prints how long
 * the bundler (alto) takes to answer after its start, and a user operation's time to receipt
 * (eth_sendUserOperation, then eth_getUserOperationReceipt polled every 50 ms): 0.01 ETH from a
 * SimpleAccount and from MetaMask's HybridDeleGator, first the counterfactual one (deployed by the
 * operation), then from deployed ones; and how long MetaMask's smart accounts environment takes to deploy.
 * On an anvil of its own; asserts nothing; gives up after 180 s.
 */
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { deployAccountAbstraction } from '../src/accountAbstraction/accountAbstractionContracts.js'
import { hybridAccountClient } from '../src/accountAbstraction/hybridAccountClient.js'
import { simpleAccountClient } from '../src/accountAbstraction/simpleAccountClient.js'
import { deploySmartAccounts } from '../src/accountAbstraction/smartAccountsEnvironment.js'
import { startBundler } from '../src/accountAbstraction/startBundler.js'
import { startAnvil } from '../src/anvil/startAnvil.js'
import { freePort } from '../src/serverKit.js'

const RUNS = 20

const giveUp = setTimeout(() => {
  console.error('user operation bench: gave up after 180 s')
  process.exit(1)
}, 180_000)

const ms = (value: number) => `${value.toFixed(0)} ms`
const anvil = await startAnvil({ port: await freePort() })
try {
  let start = performance.now()
  const contracts = await deployAccountAbstraction(anvil.url)
  console.log(`EntryPoint + factory deployed   ${ms(performance.now() - start)}`)
  start = performance.now()
  await deploySmartAccounts(anvil.url)
  console.log(`MetaMask smart accounts env     ${ms(performance.now() - start)}`)
  start = performance.now()
  const bundler = await startBundler({ rpcUrl: anvil.url, entryPoint: contracts.entryPoint })
  console.log(`bundler answering               ${ms(performance.now() - start)}`)
  try {
    const send = async (bundlerClient: Awaited<ReturnType<typeof simpleAccountClient>>['bundlerClient']) => {
      const to = privateKeyToAccount(generatePrivateKey()).address
      const begin = performance.now()
      const hash = await bundlerClient.sendUserOperation({ calls: [{ to, value: parseEther('0.01') }] })
      const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
      if (!receipt.success) throw new Error(`user operation ${hash} failed`)
      return performance.now() - begin
    }
    const summary = (samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b)
      return `p50 ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)} (${sorted.length} runs)`
    }
    const accounts = {
      SimpleAccount: () =>
        simpleAccountClient({
          rpcUrl: anvil.url,
          bundlerUrl: bundler.url,
          contracts,
          funds: parseEther('1'),
        }),
      HybridDeleGator: () =>
        hybridAccountClient({ rpcUrl: anvil.url, bundlerUrl: bundler.url, funds: parseEther('1') }),
    }
    for (const [name, create] of Object.entries(accounts)) {
      const firsts: number[] = []
      const laters: number[] = []
      for (let i = 0; i < RUNS; i++) {
        // Each account type's client has its own account type; send uses only what they share.
        const { bundlerClient } = await create()
        firsts.push(await send(bundlerClient as Parameters<typeof send>[0]))
        laters.push(await send(bundlerClient as Parameters<typeof send>[0]))
      }
      console.log(`${name}, to receipt, deploying account   ${summary(firsts)}`)
      console.log(`${name}, to receipt, deployed account    ${summary(laters)}`)
    }
  } finally {
    await bundler.stop()
  }
} finally {
  await anvil.stop()
  clearTimeout(giveUp)
}
