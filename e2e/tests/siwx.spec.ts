import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { connectForSignIn, issuedNonce } from '../fixtures/siwx.ts'
import { accounts, expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

const view = (page: Page) => modal(page).locator('[data-testid="airlock-modal"]')
const signer = accounts[2]
const wallet = privateKeyToAccount(signer.privateKey)

/** Opens the SIWX demo page and connects the test wallet: the sign-in view follows. */
const connect = (page: Page, query = '') => connectForSignIn(page, signer.privateKey, query)

/** A session posted by the page to its own server, as the page's script does. */
const verifyOnServer = (page: Page, session: unknown) =>
  page.evaluate(async (body) => {
    const answer = await fetch('/api/siwx/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: body }),
    })
    return {
      status: answer.status,
      message: ((await answer.json().catch(() => ({}))) as { message?: string }).message,
    }
  }, session)

/** A session the test signs itself (on a nonce the server issued), with some fields of the message changed. */
async function craftedSession(change: {
  domain?: string
  uri?: string
  expirationTime?: Date
  nonce?: string
}) {
  const domain = change.domain ?? new URL(urls.demo).host
  const uri = change.uri ?? urls.demo
  const issuedAt = new Date(Date.now() - 60_000)
  const nonce = change.nonce ?? (await issuedNonce())
  const message = createSiweMessage({
    address: wallet.address,
    chainId: 31337,
    domain,
    uri,
    version: '1',
    nonce,
    issuedAt,
    ...(change.expirationTime ? { expirationTime: change.expirationTime } : {}),
  })
  const signature = await wallet.signMessage({ message })
  return {
    data: {
      accountAddress: wallet.address,
      chainId: 'eip155:31337',
      domain,
      uri,
      version: '1',
      nonce,
      issuedAt: issuedAt.toISOString(),
      ...(change.expirationTime ? { expirationTime: change.expirationTime.toISOString() } : {}),
    },
    message,
    signature,
  }
}

test('sign in with the wallet (DefaultSIWX, required): the session is verified by the demo server and kept across a reload', async ({
  page,
}) => {
  await connect(page)
  // Required and not signed in yet: the dialog cannot be closed, by button or Escape.
  await expect(modal(page).locator('[data-testid="header-close"]')).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(view(page)).toHaveAttribute('data-view', 'SIWXSignMessage')

  await modal(page).locator('[data-testid="siwx-sign-button"]').click()
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
  await expect(page.locator('#signed-in')).toHaveText(`signed in as ${wallet.address}`)

  // The session the modal kept is a real EIP-4361 message signed by the account.
  const [session] = (await page.evaluate(() =>
    (
      window as unknown as { siwx: { getSessions(c: string, a: string): Promise<unknown[]> } }
    ).siwx.getSessions(
      'eip155:31337',
      (window as unknown as { airlock: { getAccount(): { address: string } } }).airlock.getAccount().address,
    ),
  )) as { message: string; signature: Hex; data: { domain: string; nonce: string } }[]
  expect(session?.message).toContain(
    `${new URL(urls.demo).host} wants you to sign in with your Ethereum account:`,
  )
  expect(await wallet.signMessage({ message: session?.message ?? '' })).toBe(session?.signature)

  // The server refuses a replay of it (same nonce), a forged signature, an expired and another site's message.
  expect(await verifyOnServer(page, session)).toEqual({ status: 409, message: 'Nonce already used' })
  const forged = await craftedSession({})
  const otherKey = privateKeyToAccount(accounts[3].privateKey)
  const stolen = { ...forged, signature: await otherKey.signMessage({ message: forged.message }) }
  expect(await verifyOnServer(page, stolen)).toEqual({
    status: 401,
    message: 'Invalid signature',
  })
  expect(
    await verifyOnServer(page, await craftedSession({ expirationTime: new Date(Date.now() - 1000) })),
  ).toEqual({
    status: 401,
    message: 'Message expired',
  })
  expect(
    await verifyOnServer(
      page,
      await craftedSession({ domain: 'evil.localhost', uri: 'http://evil.localhost' }),
    ),
  ).toEqual({ status: 401, message: 'Wrong domain' })

  // A reload keeps the connection and the session: no sign-in is asked again.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#signed-in')).toHaveText(`signed in as ${wallet.address}`)
  await page.locator('#open').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
})

test('a declined signature shows its text and asks again; Cancel disconnects when sign-in is required', async ({
  page,
}) => {
  await connect(page)
  await page.evaluate("window.__testWallet.rejectNext('personal_sign')")
  await modal(page).locator('[data-testid="siwx-sign-button"]').click()
  await expect(modal(page).locator('[data-testid="siwx-error"]')).toHaveText('Signature declined')
  await expect(view(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  expect(
    await page.evaluate("window.siwx.getSessions('eip155:31337', window.airlock.getAccount().address)"),
  ).toEqual([])

  await modal(page).locator('[data-testid="siwx-cancel"]').click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  await expect(page.locator('#signed-in')).toHaveText('not signed in')
  await page.locator('#open').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Connect')
})

test('sign-in not required: Cancel only closes, and the next open asks again', async ({ page }) => {
  await connect(page, '?required=0')
  await expect(modal(page).locator('[data-testid="header-close"]')).toBeEnabled()
  await modal(page).locator('[data-testid="siwx-cancel"]').click()
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#signed-in')).toHaveText('not signed in')
  await page.locator('#open').click()
  await expect(view(page)).toHaveAttribute('data-view', 'SIWXSignMessage')
  await modal(page).locator('[data-testid="siwx-sign-button"]').click()
  await expect(page.locator('#signed-in')).toHaveText(`signed in as ${wallet.address}`)
})
