import { type Address, type Hex, parseEther } from 'viem'
import { dialog, freshEmail, logIn, outcome, startRequest, walletFrame } from '../fixtures/embedded.ts'
import { sparePort } from '../fixtures/ports.ts'
import { type ServedPage, servePage } from '../fixtures/servePage.ts'
import { expect, modal, publicClient, test, testClient, urls, waitReady } from '../fixtures/test.ts'

// Another top site (127.0.0.1 is not localhost's site), on the demo project's allowlist.
const otherPort = sparePort(30)
const otherSite = `http://127.0.0.1:${otherPort}`
const includePage = `<!doctype html><html><body><button id="open">Connect</button><p id="status"></p>
<script src="${urls.modal}/airlock.js"></script>
<script>
  const airlock = Airlock.createAppKit({ projectId: 'airlock-demo', networks: [{ ...Airlock.networks.anvil, rpcUrls: { default: { http: ['${urls.anvil}'] } } }] })
  document.getElementById('open').onclick = () => airlock.open()
  const show = () => (document.getElementById('status').textContent = airlock.getAccount().isConnected ? 'connected' : 'disconnected')
  airlock.subscribeAccount(show)
  show()
</script></body></html>`

let other: ServedPage
test.beforeAll(async () => {
  other = await servePage(otherPort, () => includePage)
})
test.afterAll(() => other.close())

test('the embedded session belongs to its top site: another site is a new device, with no session', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const email = freshEmail()
  await logIn(page, email)

  const tab = await page.context().newPage()
  await tab.goto(`${otherSite}/`)
  await expect(tab.locator('#status')).toHaveText('disconnected')
  await tab.locator('#open').click()
  await modal(tab).locator('[data-testid="email-input"]').fill(email)
  // The same email within 30 s of the login is throttled ('Please try again after N seconds'): asked
  // again until the service takes it. The cookies of app.localhost's partition are not this site's, so
  // the answer is the device link, not a code.
  await expect
    .poll(
      async () => {
        await modal(tab).locator('[data-testid="email-submit"]').click()
        await expect(
          modal(tab).locator('[data-testid="email-error"], [data-testid="email-verify-device"]'),
        ).toBeVisible()
        return dialog(tab).getAttribute('data-view')
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe('EmailVerifyDevice')
  await expect(tab.locator('#status')).toHaveText('disconnected')
})

test('a hostile host page reads what it can, forges messages into both frames and calls the wallet service, and gets no signature and no session', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await logIn(page, freshEmail())
  const address = (await page.locator('#address').textContent()) as Address
  await page.keyboard.press('Escape')
  await testClient.setBalance({ address, value: parseEther('1') })
  const nonce = await publicClient.getTransactionCount({ address })

  // Every storage a script of the host page can read holds no session and no key.
  const session = (await page.context().cookies(urls.wallet)).find((c) => c.httpOnly)
  expect(session?.value.length ?? 0).toBeGreaterThan(16)
  const readable = await page.evaluate(async () => {
    const all: string[] = [document.cookie]
    for (const store of [localStorage, sessionStorage])
      for (let i = 0; i < store.length; i++) all.push(`${store.key(i)}=${store.getItem(store.key(i) ?? '')}`)
    all.push(JSON.stringify(await indexedDB.databases()))
    all.push(JSON.stringify(await caches.keys()))
    return all.join('\n')
  })
  expect(readable).not.toContain(session?.value)
  expect(readable).not.toMatch(/\b(?:0x)?[0-9a-f]{64}\b/i)

  // Forged app events into the wallet frame and into the modal, forged frame answers to the modal, and
  // credentialed calls to the wallet service (a readable one, and a blind one that would move funds).
  const attempts = await page.evaluate(
    async ({ wallet, address }) => {
      const seen: unknown[] = []
      window.addEventListener('message', (event) => seen.push(event.data))
      const modalWindow = (document.querySelector('iframe[data-airlock-frame]') as HTMLIFrameElement)
        .contentWindow as Window
      const walletWindow = modalWindow.frames[0] as Window
      const sign = {
        type: '@airlock-app/RPC_REQUEST',
        id: 'forged-1',
        payload: { method: 'personal_sign', params: ['0x666f72676564', address] },
      }
      for (const target of [walletWindow, modalWindow]) {
        target.postMessage(sign, '*')
        target.postMessage({ type: '@airlock-app/GET_USER', id: 'forged-2', payload: {} }, '*')
        target.postMessage(
          { type: '@airlock-frame/RPC_REQUEST_SUCCESS', id: 'forged-3', payload: { result: '0x1' } },
          '*',
        )
      }
      const readAnswer = await fetch(`${wallet}/api/user`, { credentials: 'include' }).then(
        (r) => r.status,
        (error: Error) => error.name,
      )
      const body = (method: string, params: unknown[]) => JSON.stringify({ method, params })
      const blind = await Promise.all([
        fetch(`${wallet}/api/rpc`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body: body('eth_sendTransaction', [{ from: address, to: address, value: '0x1' }]),
        }).then((r) => r.type),
        fetch(`${wallet}/api/rpc`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'content-type': 'text/plain' },
          body: body('personal_sign', ['0x666f72676564', address]),
        }).then((r) => r.type),
      ])
      return { readAnswer, blind, seen: JSON.stringify(seen) }
    },
    { wallet: urls.wallet, address },
  )
  // The wallet service's answer is not the host's to read, and its blind calls are opaque.
  expect(attempts.readAnswer).toBe('TypeError')
  expect(attempts.blind).toEqual(['opaque', 'opaque'])
  expect(attempts.seen).not.toMatch(/0x[0-9a-f]{130}/)

  // The frame answered none of the forgeries: the next approval it shows is the dApp's own request.
  await startRequest(page, 'personal_sign', ['0x48656c6c6f2066726f6d2041726c6f636b', address])
  await expect(walletFrame(page).locator('[data-testid="wallet-approval"]')).toContainText(
    'Hello from Arlock',
  )
  await expect(walletFrame(page).locator('[data-testid="wallet-approval"]')).not.toContainText('forged')
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  const signed = await outcome(page)
  expect(
    // The devnet's embedded user signs as its smart account: checked as a dApp checks one (ERC-6492/1271).
    await publicClient.verifyMessage({
      address,
      message: 'Hello from Arlock',
      signature: signed.result as Hex,
    }),
  ).toBe(true)
  // Nothing was sent from the account, and the session is still the visitor's.
  expect(await publicClient.getTransactionCount({ address })).toBe(nonce)
  await expect(page.locator('#status')).toHaveText('connected')
})
