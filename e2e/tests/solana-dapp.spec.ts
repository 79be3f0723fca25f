import { decodeBase58 } from '@airlock/shared-protocol'
import { PublicKey } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { serveSolanaDapp } from '../fixtures/apps/solana-dapp.serve.ts'
import { sparePort } from '../fixtures/ports.ts'
import { fundedSolanaKeypair, injectSolanaWallet, solanaConnection, solBalance } from '../fixtures/solana.ts'
import { expect, modal, test, waitReady } from '../fixtures/test.ts'

// A dApp written as with AppKit (createAppKit + SolanaAdapter from the npm package) that builds its
// transactions with @solana/web3.js and signs them through getProvider('solana').
let server: Awaited<ReturnType<typeof serveSolanaDapp>>
test.beforeAll(async () => {
  server = await serveSolanaDapp(sparePort(61))
})
test.afterAll(() => server?.close())

test('a web3.js dApp builds, signs through our provider and sends transfers; a refusal reaches it as an error', async ({
  page,
}) => {
  const keypair = await fundedSolanaKeypair({ lamports: 1_000_000_000 })
  const address = await injectSolanaWallet(page, { secretKey: keypair.secretKey })
  await page.goto(`${server.url}/`)
  await waitReady(page)
  await page.locator('#connect').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Solana Test Wallet"]').click()
  await expect(page.locator('#address')).toHaveText(address)
  await page.keyboard.press('Escape')

  await page.locator('#sign-message').click()
  await expect(page.locator('#message-signature')).not.toBeEmpty()
  const signature = decodeBase58((await page.locator('#message-signature').textContent()) ?? '')
  expect(
    nacl.sign.detached.verify(
      new TextEncoder().encode('Hello from the Solana dApp'),
      signature,
      keypair.publicKey.toBytes(),
    ),
  ).toBe(true)

  // signTransaction, then the dApp's own Connection.sendRawTransaction.
  const to = PublicKey.unique().toBase58()
  await page.locator('#to').fill(to)
  await page.locator('#send').click()
  await expect(page.locator('#tx-status')).toHaveText('confirmed')
  expect(await solBalance(to)).toBe(10_000_000)
  // signAndSendTransaction: the wallet sends it.
  await page.locator('#sign-and-send').click()
  await expect(page.locator('#tx-status')).toHaveText('confirmed')
  expect(await solBalance(to)).toBe(20_000_000)
  const sent = (await page.locator('#tx-signature').textContent()) ?? ''
  const transaction = await solanaConnection.getTransaction(sent, { maxSupportedTransactionVersion: 0 })
  expect(transaction?.meta?.err).toBeNull()
  expect(transaction?.transaction.message.staticAccountKeys[0]?.toBase58()).toBe(address)

  await page.evaluate(() =>
    (
      window as unknown as { __solanaTestWallet: { rejectNext(f: string): void } }
    ).__solanaTestWallet.rejectNext('solana:signTransaction'),
  )
  await page.locator('#send').click()
  await expect(page.locator('#error')).toContainText('User rejected the request.')
  expect(await solBalance(to)).toBe(20_000_000)

  await page.locator('#disconnect').click()
  await expect(page.locator('#address')).toBeEmpty()
})
