import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { view } from '../fixtures/account.ts'
import { connectOnNetwork } from '../fixtures/connectVia.ts'
import { accounts, asModal, expect, modal, test, urls } from '../fixtures/test.ts'

// Base (8453) is a second anvil the cloud knows only as an operator's RPC upstream (globalSetup).
const base = { ...foundry, id: 8453 }

test("Account on Base shows the balance and activity the cloud reads from the operator's upstream", async ({
  page,
}) => {
  const key = generatePrivateKey()
  const fresh = privateKeyToAccount(key)
  // History there starts when the cloud first saw the chain: one history read settles that point first.
  expect((await asModal(`/v1/account/${fresh.address}/history?chainId=eip155:8453`)).status).toBe(200)
  const sender = createWalletClient({
    account: privateKeyToAccount(accounts[3].privateKey),
    chain: base,
    transport: http(urls.baseAnvil),
  })
  const hash = await sender.sendTransaction({ to: fresh.address, value: parseEther('1.25') })
  await createPublicClient({ chain: base, transport: http(urls.baseAnvil) }).waitForTransactionReceipt({
    hash,
  })

  await connectOnNetwork(page, key, { network: 'base', chainId: 8453, rpcUrl: urls.baseAnvil })
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  const m = modal(page)
  const rows = m.locator('[data-testid="token-row"]')
  await expect
    .poll(() =>
      rows.evaluateAll((els) =>
        els.map((el) => [el.getAttribute('data-symbol'), el.getAttribute('data-amount')]),
      ),
    )
    .toEqual([['ETH', '1.25']])
  // The cloud has no price for a real chain and invents none.
  await expect(rows.first().locator('[data-testid="token-value"]')).toHaveText('$0.00')

  await m.locator('[data-testid="account-tab-activity"]').click()
  const activity = m.locator('[data-testid="activity-row"]')
  await expect(activity).toHaveCount(1)
  await expect(activity.first().locator('[data-testid="activity-description"]')).toHaveText('+1.25 ETH')
})
