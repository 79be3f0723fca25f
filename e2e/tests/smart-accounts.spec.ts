import { http, parseEther } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hybridAccountClient } from '../../dev-cloud/src/accountAbstraction/hybridAccountClient.ts'
import { DEVNET_SMART_ACCOUNTS } from '../../dev-cloud/src/accountAbstraction/smartAccountsEnvironment.ts'
import { e2ePorts } from '../fixtures/ports.ts'
import { expect, publicClient, test, testClient, urls } from '../fixtures/test.ts'

const bundlerUrl = `http://127.0.0.1:${e2ePorts.bundlerPort}`
const paymasterUrl = `http://127.0.0.1:${e2ePorts.paymasterPort}`

test("the stack's devnet has MetaMask's smart accounts at their fixed addresses, and a HybridDeleGator sends through its bundler", async () => {
  const addresses = [
    DEVNET_SMART_ACCOUNTS.DelegationManager,
    DEVNET_SMART_ACCOUNTS.SimpleFactory,
    ...Object.values(DEVNET_SMART_ACCOUNTS.implementations),
    ...Object.values(DEVNET_SMART_ACCOUNTS.caveatEnforcers),
  ]
  for (const address of addresses) expect(await publicClient.getCode({ address })).toMatch(/^0x.{2,}/)

  // Funded by anvil_setBalance, not by a transfer from a key the other specs send from.
  const { account, bundlerClient } = await hybridAccountClient({ rpcUrl: urls.anvil, bundlerUrl, funds: 0n })
  await testClient.setBalance({ address: account.address, value: parseEther('1') })
  const to = privateKeyToAccount(generatePrivateKey()).address
  const hash = await bundlerClient.sendUserOperation({ calls: [{ to, value: parseEther('0.01') }] })
  expect((await bundlerClient.waitForUserOperationReceipt({ hash })).success).toBe(true)
  expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.01'))
  expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x.{2,}/)
})

test("the stack's paymaster (ERC-7677) sponsors a HybridDeleGator holding no ETH", async () => {
  const { account, publicClient: client } = await hybridAccountClient({
    rpcUrl: urls.anvil,
    bundlerUrl,
    funds: 0n,
  })
  const bundlerClient = createBundlerClient({
    account,
    client,
    transport: http(bundlerUrl),
    paymaster: createPaymasterClient({ transport: http(paymasterUrl) }),
    pollingInterval: 50,
  })
  const to = privateKeyToAccount(generatePrivateKey()).address
  const hash = await bundlerClient.sendUserOperation({ calls: [{ to, value: 0n, data: '0x01' }] })
  const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
  expect(receipt.success).toBe(true)
  expect(receipt.paymaster).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await publicClient.getBalance({ address: account.address })).toBe(0n)
  expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x.{2,}/)
})
