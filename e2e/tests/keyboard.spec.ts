import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { holder, receiver, view } from '../fixtures/account.ts'
import { expect, modal, publicClient, test, urls, waitReady } from '../fixtures/test.ts'

// The whole journey with the keyboard only: no click, no fill. The one programmatic step is where
// the visitor starts, on the host page's own button.

type Airlock = {
  getAccount(): { isConnected: boolean }
  getCaipNetworkId(): string | undefined
}
const state = <T>(page: Page, read: (a: Airlock) => T) =>
  page.evaluate(`(${read.toString()})(window.airlock)`) as Promise<T>

const isFocused = (target: Locator) =>
  target.evaluateAll((els) => els.some((el) => el === el.ownerDocument.activeElement))

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 40) {
  await expect(target).toBeVisible()
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press(key)
  await expect(target).toBeFocused()
}

/** An id for the element focused in the modal frame, whether it is inside the card, and the host's focus. */
async function focusStop(page: Page) {
  const inFrame = await modal(page)
    .locator('html')
    .evaluate(() => {
      const w = window as unknown as { __kbIds?: WeakMap<Element, number>; __kbNext?: number }
      w.__kbIds ??= new WeakMap()
      const active = document.activeElement as Element
      if (!w.__kbIds.has(active)) {
        w.__kbNext = (w.__kbNext ?? 0) + 1
        w.__kbIds.set(active, w.__kbNext)
      }
      return {
        id: w.__kbIds.get(active) as number,
        inCard: Boolean(active.closest('[data-testid="airlock-modal"]')),
      }
    })
  const hostOnFrame = await page.evaluate(() => document.activeElement?.matches('iframe[data-airlock-frame]'))
  return { ...inFrame, hostOnFrame }
}

/** Tab from the heading goes round the card's stops and back to the first; Shift+Tab goes round the other way. */
async function expectTabWraps(page: Page) {
  const forward: number[] = []
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    const stop = await focusStop(page)
    expect(stop.inCard && stop.hostOnFrame, 'focus stays in the card').toBe(true)
    if (forward[0] === stop.id) break
    forward.push(stop.id)
  }
  expect(forward.length).toBeGreaterThan(1)
  expect((await focusStop(page)).id, 'Tab wrapped to the first stop').toBe(forward[0])
  const backward: number[] = []
  for (let i = 0; i < forward.length; i++) {
    await page.keyboard.press('Shift+Tab')
    const stop = await focusStop(page)
    expect(stop.inCard && stop.hostOnFrame, 'focus stays in the card').toBe(true)
    backward.push(stop.id)
  }
  expect(backward).toEqual([...forward.slice(1)].reverse().concat(forward[0] as number))
}

async function expectHeading(page: Page, viewName: string, title: string | RegExp) {
  await expect(view(page)).toHaveAttribute('data-view', viewName)
  const heading = modal(page).locator('#airlock-title')
  await expect(heading).toHaveText(title)
  await expect(heading).toBeFocused()
}

test('keyboard only: open, connect, switch network, send, disconnect, Escape; focus returns to the host button', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The test wallet on anvil, which also agrees to switch to chain 1.
  await page.addInitScript(
    (config) => {
      ;(window as unknown as { __TEST_WALLET__: unknown }).__TEST_WALLET__ = config
    },
    { privateKey: holder.privateKey, rpcUrl: urls.anvil, chainId: 31337, chains: [1] },
  )
  await page.addInitScript({ path: join(import.meta.dirname, '..', '.cache', 'testWallet.js') })
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  // Two networks, so there is one to switch to (the page's #open calls window.airlock.open()).
  await page.evaluate((rpc) => {
    const w = window as unknown as {
      airlock: { destroy(): void }
      Airlock: { createAppKit(o: unknown): unknown; networks: { anvil: object; mainnet: object } }
    }
    w.airlock.destroy()
    w.airlock = w.Airlock.createAppKit({
      projectId: 'airlock-demo',
      networks: [
        { ...w.Airlock.networks.anvil, rpcUrls: { default: { http: [rpc] } } },
        w.Airlock.networks.mainnet,
      ],
    }) as typeof w.airlock
  }, urls.anvil)
  await waitReady(page)
  const m = modal(page)
  const hostButton = page.locator('#open')
  const frame = page.locator('iframe[data-airlock-frame]')

  // Open with Enter: focus lands on the dialog's heading; Tab and Shift+Tab wrap inside the card.
  await hostButton.focus()
  await page.keyboard.press('Enter')
  await expectHeading(page, 'Connect', 'Connect Wallet')
  await expectTabWraps(page)

  // Connect the test browser wallet.
  await tabTo(page, m.locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]'))
  await page.keyboard.press('Enter')
  await expectHeading(page, 'Account', 'Account')
  await expect.poll(() => state(page, (a) => a.getAccount().isConnected)).toBe(true)
  await expectTabWraps(page)

  // The account's tabs: one tab stop, arrows and Home/End move the selection.
  const tab = (name: string) => m.locator(`[data-testid="account-tab-${name}"]`)
  await tabTo(page, tab('tokens'))
  await page.keyboard.press('ArrowRight')
  await expect(tab('nfts')).toBeFocused()
  await expect(tab('nfts')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(tab('activity')).toBeFocused()
  await expect(tab('activity')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tab('tokens')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tab('activity')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(tab('tokens')).toHaveAttribute('aria-selected', 'true')
  await expect(tab('nfts')).toHaveAttribute('tabindex', '-1')

  // Switch to Ethereum: the header then links the address on its block explorer; and back to anvil.
  await tabTo(page, m.locator('[data-testid="account-network"]'))
  await page.keyboard.press('Enter')
  await expectHeading(page, 'Networks', 'Choose Network')
  await tabTo(page, m.locator('[data-testid="network-row"][data-caip="eip155:1"]'))
  await page.keyboard.press('Enter')
  await expectHeading(page, 'Account', 'Account')
  await expect.poll(() => state(page, (a) => a.getCaipNetworkId())).toBe('eip155:1')
  await expect(m.locator('[data-testid="header-explorer"]')).toHaveAttribute(
    'href',
    `https://etherscan.io/address/${holder.address}`,
  )
  await tabTo(page, m.locator('[data-testid="account-network"]'), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expectHeading(page, 'Networks', 'Choose Network')
  await tabTo(page, m.locator('[data-testid="network-row"][data-caip="eip155:31337"]'))
  await page.keyboard.press('Enter')
  await expectHeading(page, 'Account', 'Account')
  await expect.poll(() => state(page, (a) => a.getCaipNetworkId())).toBe('eip155:31337')
  // The devnet has no block explorer: no link.
  await expect(m.locator('[data-testid="header-explorer"]')).toHaveCount(0)

  // Send 0.01 ETH: pick the token, type the amount and the receiver, review, confirm.
  const before = await publicClient.getBalance({ address: receiver.address })
  await tabTo(page, m.locator('[data-testid="account-send"]'))
  await page.keyboard.press('Enter')
  await expectHeading(page, 'WalletSend', 'Send')
  await tabTo(page, m.locator('[data-testid="send-select-token"]'))
  await page.keyboard.press('Enter')
  await expectHeading(page, 'WalletSendSelectToken', 'Select Token')
  await tabTo(page, m.locator('[data-testid="send-token-option"][data-symbol="ETH"]'))
  await page.keyboard.press('Enter')
  await expectHeading(page, 'WalletSend', 'Send')
  await tabTo(page, m.locator('[data-testid="send-amount"]'))
  await page.keyboard.type('0.01')
  await tabTo(page, m.locator('[data-testid="send-receiver"]'))
  await page.keyboard.type(receiver.address)
  await tabTo(page, m.locator('[data-testid="send-preview"]'))
  await page.keyboard.press('Enter')
  await expectHeading(page, 'WalletSendPreview', 'Review Send')
  await tabTo(page, m.locator('[data-testid="send-confirm"]'))
  await page.keyboard.press('Enter')
  await expect(m.locator('[data-testid="snackbar"]')).toHaveText('Transaction started')
  await expectHeading(page, 'Account', 'Account')
  await expect
    .poll(() => publicClient.getBalance({ address: receiver.address }))
    .toBe(before + parseEther('0.01'))

  // Disconnect, then Escape closes and the host's button has focus again.
  await tabTo(page, m.locator('[data-testid="account-disconnect"]'))
  await page.keyboard.press('Enter')
  await expect.poll(() => state(page, (a) => a.getAccount().isConnected)).toBe(false)
  await expectHeading(page, 'Connect', 'Connect Wallet')
  await page.keyboard.press('Escape')
  await expect(frame).toHaveCSS('opacity', '0')
  await expect(hostButton).toBeFocused()

  // Reopen from the still-focused button, Escape again: focus is back on it.
  await page.keyboard.press('Enter')
  await expectHeading(page, 'Connect', 'Connect Wallet')
  await page.keyboard.press('Escape')
  await expect(frame).toHaveCSS('opacity', '0')
  await expect(hostButton).toBeFocused()
})
