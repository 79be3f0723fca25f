import { dialog, farcasterQr } from '../fixtures/embedded.ts'
import { devFids, signInWithFarcaster } from '../fixtures/farcasterClient.ts'
import { e2ePorts } from '../fixtures/ports.ts'
import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

// The Farcaster app talks to the relay from a phone: here Node, on loopback.
const relayUrl = `http://127.0.0.1:${e2ePorts.walletPort}`
const [alice, bob] = devFids as [(typeof devFids)[number], (typeof devFids)[number]]

test('Farcaster: the app scans the QR and signs with the custody key the registry names; the account is the fid', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)

  // A signature by a key that is not the fid's custody is refused; the view says so and offers a retry.
  const first = await farcasterQr(page)
  const forged = await signInWithFarcaster({
    url: first,
    fid: alice.fid,
    privateKey: bob.privateKey,
    relayUrl,
  })
  expect(forged.status).toBe(201)
  await expect(modal(page).locator('[data-testid="connecting-status"]')).toHaveText(
    'Farcaster sign-in could not be verified',
  )
  await expect(page.locator('#status')).toHaveText('disconnected')

  await modal(page).locator('[data-testid="farcaster-retry"]').click()
  const qr = modal(page).locator('[data-testid="farcaster-qr"]')
  await expect(qr).not.toHaveAttribute('data-url', first)
  await expect(qr).toHaveAttribute('data-url', /channelToken=/)
  const url = (await qr.getAttribute('data-url')) ?? ''
  const signed = await signInWithFarcaster({
    url,
    fid: alice.fid,
    privateKey: alice.privateKey,
    relayUrl,
    username: 'alice',
  })
  expect(signed.status).toBe(201)
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(modal(page).locator('[data-testid="account-social"]')).toHaveAttribute(
    'data-provider',
    'farcaster',
  )
  await expect(modal(page).locator('[data-testid="account-social"]')).toContainText('@alice')
  const address = (await page.locator('#address').textContent()) ?? ''

  // The same signed message again (a replay) is refused: the relay forgot the channel once read.
  const replay = await fetch(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${new URL(url).searchParams.get('channelToken')}`,
    },
    body: JSON.stringify({ message: signed.message, signature: signed.signature, fid: alice.fid }),
  })
  expect(replay.status).toBe(401)

  // Kept across a reload; signing in again later with the same fid is the same account.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#address')).toHaveText(address)
  await page.locator('#disconnect').click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  const again = await farcasterQr(page)
  await signInWithFarcaster({ url: again, fid: alice.fid, privateKey: alice.privateKey, relayUrl })
  await expect(page.locator('#address')).toHaveText(address)
})
