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
  await m.locator('[data-testid="send-amount"]').fill('abc')
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
