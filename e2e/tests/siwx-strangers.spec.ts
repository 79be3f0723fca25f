import type { Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import {
  asForgedModal,
  connectForSignIn,
  demoServer,
  issuedNonce,
  type StoredSiwxSession,
  signedBy,
} from '../fixtures/siwx.ts'
import { accounts, expect, modal, test, urls } from '../fixtures/test.ts'

// Issue 35 items 3 and 5: a SIWX session is a credential. A stranger (anything but a browser: it sends
// whatever Origin it likes) can neither read a visitor's session from the cloud nor sign in as the
// visitor at the demo's server with a session that server did not ask for just now.
const visitor = accounts[2]
const key = privateKeyToAccount(visitor.privateKey)

/** The visitor signs in on the demo page; answers the session the page keeps. */
async function signIn(page: Page, query = '') {
  await connectForSignIn(page, visitor.privateKey, query)
  await modal(page).locator('[data-testid="siwx-sign-button"]').click()
  await expect(page.locator('#signed-in')).toHaveText(`signed in as ${visitor.address}`)
  const [session] = (await page.evaluate(
    (address) =>
      (
        window as unknown as { siwx: { getSessions(c: string, a: string): Promise<unknown[]> } }
      ).siwx.getSessions('eip155:31337', address),
    visitor.address,
  )) as StoredSiwxSession[]
  expect(await signedBy(visitor.address, session)).toBe(true)
  return session as StoredSiwxSession
}

/** The demo's `POST /api/siwx/verify` from Node, with the page's Origin forged. */
async function verifyAsStranger(session: unknown) {
  const answer = await fetch(`${demoServer}/api/siwx/verify`, {
    method: 'POST',
    headers: { origin: urls.demo, 'content-type': 'application/json' },
    body: JSON.stringify({ session }),
  })
  return {
    status: answer.status,
    message: ((await answer.json()) as { message?: string }).message,
    cookie: answer.headers.get('set-cookie'),
  }
}

/** A session of this site the visitor's key signed, with a given nonce and time. */
async function signedElsewhere(nonce: string, issuedAt: Date) {
  const fields = {
    domain: new URL(urls.demo).host,
    uri: urls.demo,
    version: '1' as const,
    nonce,
    issuedAt,
    statement: 'Please sign with your account',
  }
  const message = createSiweMessage({ ...fields, address: key.address, chainId: 31337 })
  return {
    data: {
      ...fields,
      accountAddress: key.address,
      chainId: 'eip155:31337',
      issuedAt: issuedAt.toISOString(),
    },
    message,
    signature: await key.signMessage({ message }),
  }
}

test("a stranger with the modal's Origin reads no visitor's cloud session: no listing, nothing by id without its secret", async ({
  page,
}) => {
  const session = await signIn(page, '?sessions=cloud')
  const id = session.cloudId as string
  const secret = session.cloudSecret as string
  expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)

  // The request: the visitor's sessions by address. Nothing in the answer is of use.
  const listed = await asForgedModal(`/v1/sessions?address=eip155:31337:${visitor.address}`)
  const text = await listed.text()
  // No listing route: only POST stores a session there, so a GET is 405 'Method not allowed'.
  expect(listed.status).toBe(405)
  for (const leak of [session.signature.slice(2, 40), id, secret, 'wants you to sign in', 'signature'])
    expect(text).not.toContain(leak)

  // By id (one learns it from a revoke text, say): without the secret, with a wrong one, the same answer
  // as a session that does not exist.
  const missing = { status: 404, body: { message: 'Session not found' } }
  const answer = async (path: string, withSecret?: string) => {
    const response = await asForgedModal(path, withSecret)
    return { status: response.status, body: await response.json() }
  }
  expect(await answer(`/v1/sessions/${id}`)).toEqual(missing)
  expect(await answer(`/v1/sessions/${id}`, `${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`)).toEqual(
    missing,
  )
  expect(await answer(`/v1/sessions/${'A'.repeat(43)}`, secret)).toEqual(missing)

  // Its holder (the page, and the server it hands the session to) reads it.
  const held = await answer(`/v1/sessions/${id}`, secret)
  expect(held.status).toBe(200)
  expect(held.body).toMatchObject({ id, message: session.message, signature: session.signature })
})

test("the demo's server signs nobody in with a session it did not ask for just now", async ({ page }) => {
  const session = await signIn(page)
  // The modal asked the page for the nonce, and the page its server: the nonce is one the server issued.
  expect(session.data.nonce).toMatch(/^[0-9a-f]{68}$/)

  // The visitor's own session, replayed by whoever got hold of it: its nonce is spent.
  expect(await verifyAsStranger(session)).toEqual({
    status: 409,
    message: 'Nonce already used',
    cookie: null,
  })

  // A session the visitor's key signed for this site on a nonce the server never issued (as the modal
  // made them before, or a phishing page would): refused, though the signature is good.
  const elsewhere = await signedElsewhere(generateSiweNonce(), new Date())
  expect(await signedBy(visitor.address, elsewhere)).toBe(true)
  expect(await verifyAsStranger(elsewhere)).toEqual({
    status: 401,
    message: 'Unknown or expired nonce',
    cookie: null,
  })

  // A message signed in 2020, without expiry, even on a nonce issued now.
  const old = await signedElsewhere(await issuedNonce(), new Date('2020-01-01T00:00:00.000Z'))
  expect(await verifyAsStranger(old)).toEqual({ status: 401, message: 'Message too old', cookie: null })
})
