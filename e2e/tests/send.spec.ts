import { formatUnits, parseEther, parseUnits } from 'viem'
import {
  dai,
  fillSend,
  freshAccount,
  holder,
  openAccount,
  receiver,
  tokenBalance,
  usdc,
  view,
} from '../fixtures/account.ts'
import { connectOverWalletConnect } from '../fixtures/connectVia.ts'
import {
  accounts,
  analyticsEvents,
  expect,
  modal,
  publicClient,
  test,
  walletRequests,
} from '../fixtures/test.ts'

test('send 1.5 USDC and 0.01 ETH through the wallet: anvil moves both, Activity shows them with minus signs', async ({
  page,
}) => {
  const since = Date.now()
  await openAccount(page, holder.privateKey)
  const before = {
    holderUsdc: await tokenBalance(usdc.address, holder.address),
    receiverUsdc: await tokenBalance(usdc.address, receiver.address),
    receiverEth: await publicClient.getBalance({ address: receiver.address }),
  }
  await expect(modal(page).locator('[data-testid="token-row"]').first()).toBeVisible()

  await fillSend(page, 'USDC', '1.5', receiver.address)
  await modal(page).locator('[data-testid="send-preview"]').click()
  await expect(modal(page).locator('[data-testid="send-preview-amount"]')).toHaveText('1.5 USDC')
  await modal(page).locator('[data-testid="send-confirm"]').click()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Transaction started')
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect
    .poll(() => tokenBalance(usdc.address, receiver.address))
    .toBe(before.receiverUsdc + parseUnits('1.5', 6))
  expect(await tokenBalance(usdc.address, holder.address)).toBe(before.holderUsdc - parseUnits('1.5', 6))

  await fillSend(page, 'ETH', '0.01', receiver.address)
  await modal(page).locator('[data-testid="send-preview"]').click()
  await modal(page).locator('[data-testid="send-confirm"]').click()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Transaction started')
  await expect
    .poll(() => publicClient.getBalance({ address: receiver.address }))
    .toBe(before.receiverEth + parseEther('0.01'))

  await modal(page).locator('[data-testid="account-tab-activity"]').click()
  const rows = modal(page).locator('[data-testid="activity-row"]')
  await expect
    .poll(() =>
      rows.evaluateAll((els) =>
        els
          .slice(0, 2)
          .map((el) => [
            el.getAttribute('data-operation'),
            el.querySelector('[data-testid="activity-description"]')?.textContent,
          ]),
      ),
    )
    .toEqual([
      ['send', '-0.01 ETH'],
      ['send', '-1.5 USDC'],
    ])
  // The portfolio was refreshed after the sends.
  await modal(page).locator('[data-testid="account-tab-tokens"]').click()
  await expect(modal(page).locator('[data-testid="token-row"][data-symbol="USDC"]')).toHaveAttribute(
    'data-amount',
    formatUnits(before.holderUsdc - parseUnits('1.5', 6), 6),
  )

  const sends = (await analyticsEvents())
    .filter((e) => e.timestamp >= since && e.props.event.startsWith('SEND_'))
    .map((e) => e.props.event)
  expect(sends.sort()).toEqual(['SEND_INITIATED', 'SEND_INITIATED', 'SEND_SUCCESS', 'SEND_SUCCESS'])
})

test('an invalid address, an amount above the balance and an account without gas each stop the send', async ({
  page,
}) => {
  const m = modal(page)
  // An account with USDC and no ETH at all.
  const { key, address: brokeAddress } = await freshAccount(0n, '5')

  await openAccount(page, holder.privateKey)
  await expect(m.locator('[data-testid="token-row"]').first()).toBeVisible()
  // One message, in one place (under the field at fault), naming that field.
  const message = m.locator('[data-testid="send-message"]')
  const preview = m.locator('[data-testid="send-preview"]')
  await fillSend(page, 'USDC', '1', '0x1234')
  await expect(message).toHaveText('Invalid Address')
  await expect(message).toHaveAttribute('data-field', 'receiver')
  await expect(m.locator('[data-testid="send-receiver"]')).toHaveAttribute('aria-invalid', 'true')
  await expect(m.getByText('Invalid Address')).toHaveCount(1)
  await expect(preview).toBeDisabled()
  await expect(preview).toHaveText('Preview Send')
  // An amount above the balance is flagged as soon as it is typed, before any address.
  await m.locator('[data-testid="send-receiver"]').fill('')
  await m.locator('[data-testid="send-amount"]').fill('99999999')
  await expect(message).toHaveText('Insufficient Funds')
  await expect(message).toHaveAttribute('data-field', 'amount')
  await expect(preview).toBeDisabled()
  await m.locator('[data-testid="send-receiver"]').fill(receiver.address)
  await m.locator('[data-testid="send-amount"]').fill('1000000')
  await expect(message).toHaveText('Insufficient Funds')
  await expect(preview).toBeDisabled()
  // More decimals than USDC has.
  await m.locator('[data-testid="send-amount"]').fill('1.0000001')
  await expect(message).toHaveText('Invalid Amount')
  await expect(m.locator('[data-testid="send-amount"]')).toHaveAttribute('aria-invalid', 'true')
  // With nothing wrong left but a field to fill, the button says what is missing.
  await m.locator('[data-testid="send-amount"]').fill('')
  await expect(message).toHaveCount(0)
  await expect(preview).toHaveText('Add Amount')
  expect((await walletRequests(page)).map((r) => r.method)).not.toContain('eth_sendTransaction')

  const gasless = await page.context().newPage()
  await openAccount(gasless, key)
  await expect(modal(gasless).locator('[data-testid="token-row"][data-symbol="USDC"]')).toHaveAttribute(
    'data-amount',
    '5',
  )
  await fillSend(gasless, 'USDC', '1', receiver.address)
  await expect(modal(gasless).locator('[data-testid="send-message"]')).toHaveText('Insufficient Gas Funds')
  await expect(modal(gasless).locator('[data-testid="send-preview"]')).toBeDisabled()
  expect((await walletRequests(gasless)).map((r) => r.method)).not.toContain('eth_sendTransaction')
  expect(await tokenBalance(usdc.address, brokeAddress)).toBe(parseUnits('5', 6))
})

test('a send the wallet declines shows "Something went wrong", keeps the form, and a retry goes through', async ({
  page,
}) => {
  await openAccount(page, holder.privateKey)
  await expect(modal(page).locator('[data-testid="token-row"]').first()).toBeVisible()
  const before = await tokenBalance(dai.address, receiver.address)
  await fillSend(page, 'DAI', '2', receiver.address)
  await modal(page).locator('[data-testid="send-preview"]').click()
  await page.evaluate("window.__testWallet.rejectNext('eth_sendTransaction')")
  await modal(page).locator('[data-testid="send-confirm"]').click()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Something went wrong')
  await expect(view(page)).toHaveAttribute('data-view', 'WalletSendPreview')
  expect(await tokenBalance(dai.address, receiver.address)).toBe(before)
  await modal(page).locator('[data-testid="send-confirm"]').click()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Transaction started')
  await expect.poll(() => tokenBalance(dai.address, receiver.address)).toBe(before + parseUnits('2', 18))
})

test('over WalletConnect, Send goes to the wallet through the relay and moves the tokens on anvil', async ({
  page,
}) => {
  const wcHolder = accounts[3]
  const wallet = await connectOverWalletConnect(page, wcHolder.privateKey)
  try {
    await expect(modal(page).locator('[data-testid="token-row"][data-symbol="DAI"]')).toBeVisible()
    const before = await tokenBalance(dai.address, receiver.address)
    await fillSend(page, 'DAI', '0.5', receiver.address)
    await modal(page).locator('[data-testid="send-preview"]').click()
    await modal(page).locator('[data-testid="send-confirm"]').click()
    await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Transaction started')
    await expect.poll(() => tokenBalance(dai.address, receiver.address)).toBe(before + parseUnits('0.5', 18))
    expect(wallet.requests).toContain('eth_sendTransaction')
  } finally {
    await wallet.close()
  }
})

test('Send: letters never enter the amount, each message sits under its own field, a bad address is said at once', async ({
  page,
}) => {
  const m = modal(page)
  await openAccount(page, holder.privateKey)
  await m.locator('[data-testid="account-send"]').click()
  await m.locator('[data-testid="send-select-token"]').click()
  await m.locator('[data-testid="send-token-option"][data-symbol="USDC"]').click()
  const amount = m.locator('[data-testid="send-amount"]')
  await amount.pressSequentially('1x2e,5')
  await expect(amount).toHaveValue('12.5')
  // An invalid address is said while the amount is still wrong or empty, each under its own field.
  await m.locator('[data-testid="send-receiver"]').fill('0x1234')
  await amount.fill('1.0000001')
  const amountBox = m.locator('[data-testid="send-amount-box"]')
  const receiverBox = m.locator('[data-testid="send-receiver-box"]')
  await expect(amountBox.locator('[data-testid="send-message"]')).toHaveText('Invalid Amount')
  await expect(receiverBox.locator('[data-testid="send-message"]')).toHaveText('Invalid Address')
  await expect(m.locator('[data-testid="send-message"]')).toHaveCount(2)
  // Each message is below its field: the receiver's under the input, not above the "To" label.
  const below = (box: typeof amountBox, field: string) =>
    box.evaluate((el, id) => {
      const input = el.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect()
      const message = el.querySelector('[data-testid="send-message"]')?.getBoundingClientRect()
      return input && message ? message.top >= input.bottom : false
    }, field)
  expect(await below(amountBox, 'send-amount')).toBe(true)
  expect(await below(receiverBox, 'send-receiver')).toBe(true)
  await amount.fill('')
  await expect(receiverBox.locator('[data-testid="send-message"]')).toHaveText('Invalid Address')
  await expect(m.locator('[data-testid="send-preview"]')).toHaveText('Add Amount')
  await expect(m.locator('[data-testid="send-preview"]')).toBeDisabled()
})

test('Review Send names a receiver the cloud knows: bob.airlock, not 0x7099...79C8', async ({ page }) => {
  const m = modal(page)
  // anvil #0 sends to anvil #1 (holder), which the devnet names bob.airlock.
  await openAccount(page, accounts[0].privateKey)
  await fillSend(page, 'ETH', '0.01', holder.address)
  await expect(m.locator('[data-testid="send-receiver-resolved"]')).toHaveText(
    `bob.airlock → ${holder.address}`,
  )
  await m.locator('[data-testid="send-preview"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(m.locator('[data-testid="send-preview-receiver"]')).toHaveText('bob.airlock')
  await expect(m.locator('[data-testid="send-preview-receiver"]')).toHaveAttribute(
    'data-address',
    holder.address,
  )
})

test('wallet_sendCalls whose to or data is not hex is refused with -32602 before the wallet sees it', async ({
  page,
}) => {
  await openAccount(page, holder.privateKey)
  const send = (call: Record<string, string>) =>
    page.evaluate(
      (call) =>
        (
          window as unknown as {
            airlock: { getProvider(): { request(a: { method: string; params: unknown }): Promise<unknown> } }
          }
        ).airlock
          .getProvider()
          .request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls: [call] }] })
          .then(
            () => ({ code: 0, message: 'accepted' }),
            (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
          ),
      call,
    )
  expect(await send({ to: 'nothex' })).toEqual({
    code: -32602,
    message: 'Invalid wallet_sendCalls parameters: calls[0].to must start with 0x',
  })
  expect(await send({ to: receiver.address, data: 'abcd' })).toEqual({
    code: -32602,
    message: 'Invalid wallet_sendCalls parameters: calls[0].data must start with 0x',
  })
  expect((await walletRequests(page)).map((r) => r.method)).not.toContain('wallet_sendCalls')
})
