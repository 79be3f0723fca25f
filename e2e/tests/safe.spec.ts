import { getAddress, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, publicClient, test, urls } from '../fixtures/test.ts'

// The demo's Safe App page (host-sdk/demo/safe.html: the include, anvil and Sepolia), framed by
// Safe{Wallet} (the stand-in on safe.localhost) for the dev Safe.
const APP = `${urls.demo}/safe.html`

test('a dApp framed by Safe{Wallet} is connected to the Safe without a click; its owners execute what it sends', async ({
  page,
}, info) => {
  await page.goto(`${urls.safeWallet}/?app=${encodeURIComponent(APP)}`)
  const safeAddress = getAddress((await page.locator('#safe-address').textContent()) ?? '')
  const app = page.frameLocator('#safe-app')
  const modal = app.frameLocator('iframe[data-airlock-frame]')

  // Connected at load: nobody clicked anything.
  await expect(app.locator('#status')).toHaveText('connected')
  await expect(app.locator('#address')).toHaveText(safeAddress)
  await expect(app.locator('#chain')).toHaveText('eip155:31337')

  // The modal's Account view names the Safe (both themes, for the record).
  await app.locator('#open').click()
  const card = modal.locator('[data-testid="airlock-modal"]')
  await expect(card).toHaveAttribute('data-view', 'Account')
  await expect(card).toContainText(safeAddress.slice(0, 6))
  await expect(card).toContainText(/\d+(\.\d+)? ETH/)
  await expect(card).toContainText('Connected with Safe')
  for (const theme of ['dark', 'light'] as const) {
    await app.locator('body').evaluate((_, mode) => {
      ;(window as unknown as { airlock: { setThemeMode(m: string): void } }).airlock.setThemeMode(mode)
    }, theme)
    if (theme === 'dark') await expect(modal.locator('html')).toHaveClass(/\bdark\b/)
    else await expect(modal.locator('html')).not.toHaveClass(/\bdark\b/)
    await card.screenshot({ path: info.outputPath(`safe-account-${theme}.png`) })
  }
  await card.press('Escape')

  // 0.01 ETH to a fresh address: proposed, signed by both owners and executed on anvil.
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await app.locator('#recipient').fill(recipient)
  await app.locator('#send').click()
  await expect(app.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const safeTxHash = (await app.locator('#tx-hash').textContent()) as Hex
  const executed = page.locator(`#executed li[data-safe-tx-hash="${safeTxHash}"]`)
  await expect(executed).toHaveAttribute('data-tx-hash', /^0x[0-9a-f]{64}$/)
  const txHash = (await executed.getAttribute('data-tx-hash')) as Hex
  const receipt = await publicClient.getTransactionReceipt({ hash: txHash })
  expect(receipt.status).toBe('success')
  expect(getAddress(receipt.to ?? '')).toBe(safeAddress)
  expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('0.01'))

  // A Safe lives on one chain: the switch is refused with the spec's text, and the app stays put.
  await app.locator('#switch').click()
  await expect(app.locator('#error')).toHaveText('Chain is not supported')
  await expect(app.locator('#chain')).toHaveText('eip155:31337')
})
