import { accounts, expect, modal, pairingUri, test, urls, waitReady } from '../fixtures/test.ts'
import { createWalletConnectWallet, type TestWcWallet } from '../wallets/walletConnectWallet.ts'

let wallet: TestWcWallet | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

interface HostStorage {
  local: Record<string, string>
  session: Record<string, string>
  cookie: string
  indexedDb: string[]
  caches: string[]
}

/** Everything a script on the host page can read of its own storage. */
const readHostStorage = (page: import('@playwright/test').Page) =>
  page.evaluate(
    async (): Promise<HostStorage> => ({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
      indexedDb: (await indexedDB.databases()).map((d) => d.name ?? ''),
      caches: await caches.keys(),
    }),
  )

test('after a WalletConnect pairing the host page holds no key material, and the session survives a reload', async ({
  page,
}) => {
  wallet = await createWalletConnectWallet(
    urls.cloud.replace('http', 'ws'),
    urls.anvil,
    accounts[2].privateKey,
  )
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="walletconnect"]').click()
  const uri = await pairingUri(page)
  const symKey = /symKey=([0-9a-f]{64})/.exec(uri)?.[1] as string
  expect(symKey).toMatch(/^[0-9a-f]{64}$/)
  await wallet.pair(uri)
  await expect(page.locator('#status')).toHaveText('connected')
  // The core writes its keychain and session once the session settles.
  await expect
    .poll(async () =>
      Object.keys((await readHostStorage(page)).local).filter((k) => k.startsWith('@airlock/wc/')),
    )
    .toEqual(
      expect.arrayContaining([expect.stringContaining('keychain'), expect.stringContaining('session')]),
    )

  const storage = await readHostStorage(page)
  console.log(`host storage keys after pairing:\n  ${Object.keys(storage.local).sort().join('\n  ')}`)
  // The pairing's symmetric key is nowhere in the host's storage, and no stored value holds any
  // 32-byte hex string (keys, seeds, topics). Some entry names carry a session topic, which the
  // relay sees anyway and which opens nothing.
  expect(JSON.stringify(storage)).not.toContain(symKey)
  const values = { ...storage, local: Object.values(storage.local) }
  expect(JSON.stringify(values)).not.toMatch(/[0-9a-f]{64}/i)
  for (const [key, value] of Object.entries(storage.local)) {
    if (key.startsWith('@airlock/wc/')) expect(value, key).toMatch(/^sealed:v1:[A-Za-z0-9+/=]+$/)
  }
  // The wrapping key is the modal origin's cookie, which the host cannot see; nothing else holds secrets.
  expect(storage.cookie).toBe('')
  expect(storage.session).toEqual({})
  expect(storage.indexedDb).toEqual([])
  expect(storage.caches).toEqual([])

  // The modal can still read what it sealed: the session is restored after a reload.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(accounts[2].address)
})
