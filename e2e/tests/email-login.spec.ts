import type { Page } from '@playwright/test'
import { type Address, type Hex, parseEther, verifyMessage } from 'viem'
import {
  dialog,
  freshEmail,
  logIn,
  logInThroughAppKit,
  outcome,
  startRequest,
  walletFrame,
} from '../fixtures/embedded.ts'
import { codeIn, lastMailId, linkIn, waitForMail } from '../fixtures/mailbox.ts'
import { paintedColor } from '../fixtures/paintedColor.ts'
import {
  expect,
  modal,
  publicClient,
  recreateAppKit,
  test,
  testClient,
  urls,
  waitReady,
} from '../fixtures/test.ts'

test('email login: device link, code, a signature approved in the wallet frame, kept across a reload', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const email = freshEmail()
  // The frame names its project to the service, whose mail budget the login spends.
  const connect = page.waitForRequest((request) => request.url().endsWith('/api/email/connect'))
  await logIn(page, email)
  expect((await connect).headers()['x-airlock-project-id']).toBe('airlock-demo')
  const address = (await page.locator('#address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.keyboard.press('Escape')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

  // personal_sign opens ApproveTransaction: the wallet frame shows the request, the visitor approves there.
  await page.locator('#sign').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'ApproveTransaction')
  await expect(walletFrame(page).locator('[data-testid="wallet-approval"]')).toBeVisible()
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  // The devnet has smart accounts: the visitor's (preferred by default) signs, ERC-6492-wrapped while counterfactual.
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
  // The modal opened for the approval closes with it.
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
  const signature = (await page.locator('#signature').textContent()) as `0x${string}`
  // The demo signs 'Hello from Airlock' (host-sdk/demo/src/config.ts): checked against the embedded address
  // as a dApp checks a smart account's (ERC-6492 / ERC-1271 through the node).
  expect(
    await publicClient.verifyMessage({
      address: address as `0x${string}`,
      message: 'Hello from Airlock',
      signature,
    }),
  ).toBe(true)

  // A reload keeps the session (the frame's Partitioned cookie), with no login.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(address)

  // A transaction the visitor rejects in the frame is refused to the dApp with 4001; nothing is sent.
  const nonce = await publicClient.getTransactionCount({ address: address as `0x${string}` })
  await page.locator('#send').click()
  await expect(walletFrame(page).locator('[data-testid="wallet-reject"]')).toBeVisible()
  await walletFrame(page).locator('[data-testid="wallet-reject"]').click()
  await expect(page.locator('#error')).toContainText('User rejected the request.')
  expect(await publicClient.getTransactionCount({ address: address as `0x${string}` })).toBe(nonce)

  // A method no wallet may run: refused to the dApp with the spec's text, and said in the modal.
  await page.locator('#open').click()
  await startRequest(page, 'eth_sign', [address, '0x00'])
  expect((await outcome(page)).error).toMatch(/^Requested RPC call is not allowed/)
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Action not allowed')
  await page.keyboard.press('Escape')

  // Disconnect signs out on the wallet service too: after a reload, nothing is restored.
  await page.locator('#disconnect').click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('disconnected')
})

test('email login refuses a bad email, a wrong code and a second request within 30 s, with their texts', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="email-input"]').fill('not-an-email')
  await modal(page).locator('[data-testid="email-submit"]').click()
  await expect(modal(page).locator('[data-testid="email-error"]')).toHaveText('Invalid email')
  await expect(dialog(page)).toHaveAttribute('data-view', 'Connect')

  const email = freshEmail()
  await modal(page).locator('[data-testid="email-input"]').fill(email)
  await modal(page).locator('[data-testid="email-submit"]').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
  // Back to Connect and the same email again at once: the 30 s cooldown, said as the spec says.
  await modal(page).locator('[data-testid="header-back"]').click()
  await modal(page).locator('[data-testid="email-submit"]').click()
  await expect(modal(page).locator('[data-testid="email-error"]')).toHaveText(
    /^Please try again after \d+ seconds$/,
  )
  await expect(dialog(page)).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('#status')).toHaveText('disconnected')

  // A wrong code is refused with the service's text and connects nothing; the right one still works.
  const other = freshEmail()
  const since = await lastMailId()
  await modal(page).locator('[data-testid="email-input"]').fill(other)
  await modal(page).locator('[data-testid="email-submit"]').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
  const link = await page.context().newPage()
  await link.goto(linkIn(await waitForMail(other, /Approve this device/, since)))
  await link.close()
  await expect(dialog(page)).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const code = codeIn(await waitForMail(other, /Your Airlock code/, since))
  const wrong = code === '000000' ? '111111' : '000000'
  await modal(page).locator('[data-testid="otp-input"]').fill(wrong)
  await expect(modal(page).locator('[data-testid="otp-error"]')).toHaveText('Invalid code')
  await expect(page.locator('#status')).toHaveText('disconnected')
  await modal(page).locator('[data-testid="otp-input"]').fill(code)
  await expect(page.locator('#status')).toHaveText('connected')
})

test('Back from Register Device abandons the login: the field is free at once, the cooldown is said, and the link opened later moves nothing', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const first = freshEmail()
  const since = await lastMailId()
  await page.locator('#open').click()
  await logInUntilDevice(page, first)
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'Connect')
  // Every poll a wallet frame makes for the first email's link from now on (there must be none).
  const firstPolls: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/email/await-device') && request.postData()?.includes(first))
      firstPolls.push(request.url())
  })
  const submit = modal(page).locator('[data-testid="email-submit"]')
  await expect(submit).toHaveText('Continue')
  await expect(submit).toBeEnabled()
  await expect(modal(page).locator('[data-testid="email-input"]')).toHaveJSProperty('readOnly', false)
  // The same email within 30 s: the spec's text at once, nothing sent, no "Sending…".
  await submit.click()
  await expect(modal(page).locator('[data-testid="email-error"]')).toHaveText(
    /^Please try again after ([1-9]|[12]\d|30) seconds$/,
  )
  await expect(submit).toHaveText('Continue')
  // The abandoned wait went with its frame.
  await expect(modal(page).locator('iframe[data-testid="wallet-frame"]')).toHaveCount(0)

  // Another email starts its own login; the first one's link, opened now, moves nothing here.
  const second = freshEmail()
  await logInUntilDevice(page, second)
  const stale = await page.context().newPage()
  await stale.goto(linkIn(await waitForMail(first, /Approve this device/, since)))
  await stale.close()
  const link = await page.context().newPage()
  await link.goto(linkIn(await waitForMail(second, /Approve this device/, since)))
  await link.close()
  await expect(dialog(page)).toHaveAttribute('data-view', 'EmailVerifyOtp')
  await expect(modal(page).locator('[data-testid="email-verify-otp"]')).toContainText(second)
  await modal(page)
    .locator('[data-testid="otp-input"]')
    .fill(codeIn(await waitForMail(second, /Your Airlock code/, since)))
  await expect(page.locator('#status')).toHaveText('connected')
  expect(firstPolls).toEqual([])
})

/** Connect's email field, sent for a new browser: on Register Device, the frame waiting for the link. */
async function logInUntilDevice(page: Page, email: string) {
  await modal(page).locator('[data-testid="email-input"]').fill(email)
  await modal(page).locator('[data-testid="email-submit"]').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'EmailVerifyDevice')
}

const TYPED = {
  domain: { name: 'Airlock e2e', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'Hello, Bob' },
} as const

test('email login: typed data and a send approved in the wallet frame, then the email changed with two codes', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const email = freshEmail()
  await logIn(page, email)
  const address = (await page.locator('#address').textContent()) as Address
  await expect(modal(page).locator('[data-testid="account-email"]')).toHaveAttribute('data-email', email)
  await page.keyboard.press('Escape')

  // Typed data: the frame shows it, the visitor approves, the signature is the embedded key's.
  await startRequest(page, 'eth_signTypedData_v4', [address, JSON.stringify(TYPED)])
  await expect(walletFrame(page).locator('[data-testid="wallet-approval"]')).toContainText('Hello, Bob')
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  const typed = await outcome(page)
  const { EIP712Domain: _, ...types } = TYPED.types
  expect(
    await publicClient.verifyTypedData({
      address,
      domain: TYPED.domain,
      types,
      primaryType: 'Mail',
      message: TYPED.message,
      signature: typed.result as Hex,
    }),
  ).toBe(true)

  // A send the visitor approves is signed by the service and mined on anvil.
  await testClient.setBalance({ address, value: parseEther('1') })
  const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const before = await publicClient.getBalance({ address: recipient })
  await page.locator('#send').click()
  await expect(walletFrame(page).locator('[data-testid="wallet-approval"]')).toContainText('0.01')
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.locator('#tx-hash').textContent()) as Hex
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  // Sent as a user operation: the bundler's transaction, the smart account's transfer (deployed by it).
  expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
  expect(await publicClient.getCode({ address })).toMatch(/^0x.{2,}/)

  // The email change: a code to the current address, then one to the new; Account shows the new one.
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="account-email"]').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'UpdateEmailWallet')
  await modal(page).locator('[data-testid="update-email-input"]').fill(email)
  await modal(page).locator('[data-testid="update-email-submit"]').click()
  await expect(modal(page).locator('[data-testid="update-email-error"]')).toHaveText(
    'This is your current email',
  )
  const next = freshEmail()
  const since = await lastMailId()
  await modal(page).locator('[data-testid="update-email-input"]').fill(next)
  await modal(page).locator('[data-testid="update-email-submit"]').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'UpdateEmailPrimaryOtp')
  await modal(page)
    .locator('[data-testid="otp-input"]')
    .fill(codeIn(await waitForMail(email, /Your Airlock code/, since)))
  await expect(dialog(page)).toHaveAttribute('data-view', 'UpdateEmailSecondaryOtp')
  await modal(page)
    .locator('[data-testid="otp-input"]')
    .fill(codeIn(await waitForMail(next, /Your Airlock code/, since)))
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).locator('[data-testid="account-email"]')).toHaveAttribute('data-email', next)
  // Kept by the service: after a reload the restored session's user has the new email.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="account-email"]')).toHaveAttribute('data-email', next)
})

test('the embedded wallet follows a network switch: the chain and the account change for the dApp, signatures go on, a send where the wallet has no node is refused with its text', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await recreateAppKit(page, {
    projectId: 'airlock-demo',
    networks: [
      {
        ...(await page.evaluate<object>('window.Airlock.networks.anvil')),
        rpcUrls: { default: { http: [urls.anvil] } },
      },
      await page.evaluate('window.Airlock.networks.sepolia'),
    ],
  })
  const email = freshEmail()
  await logInThroughAppKit(page, email)
  const address = (await page.evaluate('window.airlock.getAccount().address')) as Address
  // Spec section 3: the dApp reads the account's type (AppKit's allAccounts).
  await expect
    .poll(() => page.evaluate('window.airlock.getAccount().allAccounts'))
    .toEqual([{ address, namespace: 'eip155', type: 'smartAccount' }])

  // The dApp hears chainChanged with the new chain, and the frame answers for it.
  await page.evaluate(`(() => {
    window.chains = []
    window.airlock.getProvider('eip155').on('chainChanged', (id) => window.chains.push(id))
  })()`)
  await page.evaluate('window.airlock.switchNetwork(window.Airlock.networks.sepolia)')
  await expect(modal(page).locator('[data-testid="account-network"]')).toHaveAttribute(
    'data-caip',
    'eip155:11155111',
  )
  await expect.poll(() => page.evaluate('window.chains')).toEqual(['0xaa36a7'])
  expect(await page.evaluate('window.airlock.getProvider("eip155").request({ method: "eth_chainId" })')).toBe(
    '0xaa36a7',
  )
  await expect(modal(page).locator('[data-testid="account-email"]')).toHaveAttribute('data-email', email)
  // The devnet's smart account does not exist on Sepolia (no smart accounts there): the visitor acts
  // as their EOA, the address the dApp now sees.
  await expect.poll(() => page.evaluate('window.airlock.getAccount().address')).not.toBe(address)
  const eoa = (await page.evaluate('window.airlock.getAccount().address')) as Address
  expect(
    await page.evaluate('window.airlock.getProvider("eip155").request({ method: "eth_accounts" })'),
  ).toEqual([eoa])
  await expect
    .poll(() => page.evaluate('window.airlock.getAccount().allAccounts'))
    .toEqual([{ address: eoa, namespace: 'eip155', type: 'eoa' }])
  await page.keyboard.press('Escape')

  // A signature on the new chain is the EOA's, a plain one.
  await startRequest(page, 'personal_sign', ['0x48656c6c6f2066726f6d2041726c6f636b', eoa])
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  const signed = await outcome(page)
  expect(
    await verifyMessage({ address: eoa, message: 'Hello from Arlock', signature: signed.result as Hex }),
  ).toBe(true)

  // The wallet service has no node for Sepolia: the send is refused with its text, nothing is signed.
  await startRequest(page, 'eth_sendTransaction', [{ from: eoa, to: eoa, value: '0x1' }])
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  expect(await outcome(page)).toEqual({
    error: 'The embedded wallet cannot send transactions on this network',
  })
})

test("closing the modal on a pending signature answers the dApp 'Request was aborted' (spec sections 4 and 8)", async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await logIn(page, freshEmail())
  const address = (await page.locator('#address').textContent()) as Address
  await page.keyboard.press('Escape')
  // The modal's close button.
  await startRequest(page, 'personal_sign', ['0x48656c6c6f', address])
  await expect(walletFrame(page).locator('[data-testid="wallet-approve"]')).toBeVisible()
  await modal(page).locator('[data-testid="header-close"]').click()
  expect(await outcome(page)).toEqual({ error: 'Request was aborted' })
  // The dApp's own close().
  await startRequest(page, 'eth_sendTransaction', [{ from: address, to: address, value: '0x1' }])
  await expect(walletFrame(page).locator('[data-testid="wallet-approve"]')).toBeVisible()
  await page.evaluate(() => (window as unknown as { airlock: { close(): Promise<void> } }).airlock.close())
  expect(await outcome(page)).toEqual({ error: 'Request was aborted' })
})

test("the wallet frame's approval follows a theme the dApp changes after login, within readable limits", async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await logIn(page, freshEmail())
  const address = (await page.locator('#address').textContent()) as Address
  await page.keyboard.press('Escape')
  await page.evaluate(() => {
    const appKit = (
      window as unknown as { airlock: { setThemeMode(m: string): void; setThemeVariables(v: unknown): void } }
    ).airlock
    appKit.setThemeMode('dark')
    appKit.setThemeVariables({
      '--w3m-color-mix': 'rgb(255, 0, 0)',
      '--w3m-color-mix-strength': 100,
      '--w3m-font-size-master': '0px',
    })
  })
  await startRequest(page, 'personal_sign', ['0x48656c6c6f', address])
  await expect(walletFrame(page).locator('[data-testid="wallet-approve"]')).toBeVisible()
  await expect(walletFrame(page).locator('html')).toHaveAttribute('data-theme', 'dark')
  // The approval's background, painted: the dark neutral blended with red, at most 30% (a full mix of
  // the dApp's colour could hide the request's text).
  const [r = 0, g = 0, b = 0] = await paintedColor(walletFrame(page).locator('#approval'))
  expect(r).toBeGreaterThan(g + 60)
  expect(r).toBeLessThan(110)
  expect(Math.abs(g - b)).toBeLessThan(12)
  // Nor does a 0px font size master leave the request unreadable.
  const titleSize = await walletFrame(page)
    .locator('#wallet-approval-title')
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))
  expect(titleSize).toBeGreaterThanOrEqual(15)
  await walletFrame(page).locator('[data-testid="wallet-reject"]').click()
  expect((await outcome(page)).error).toContain('User rejected the request.')
})
