import {
  accounts,
  connect,
  expect,
  injectWallet,
  modal,
  recreateAppKit,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'

test('the host announces its own provider by EIP-6963 from createAppKit on and never lists itself', async ({
  page,
}) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const discover = () =>
    page.evaluate(async () => {
      const found: { rdns: string; name: string; accounts: unknown }[] = []
      const onAnnounce = (event: Event) => {
        const { info, provider } = (event as CustomEvent).detail
        found.push({ rdns: info.rdns, name: info.name, accounts: provider })
      }
      window.addEventListener('eip6963:announceProvider', onAnnounce)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
      return found.map((f) => f.rdns)
    })
  // Announced from createAppKit on, connected or not (dApps list wallets at load).
  expect((await discover()).sort()).toEqual(['dev.airlock.testwallet', 'xyz.airlock'])

  await connect(page)
  expect((await discover()).sort()).toEqual(['dev.airlock.testwallet', 'xyz.airlock'])
  // A library that discovers wallets by EIP-6963 gets a working provider.
  const viaAnnounced = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const onAnnounce = (event: Event) => {
          const { info, provider } = (event as CustomEvent).detail
          if (info.rdns !== 'xyz.airlock') return
          window.removeEventListener('eip6963:announceProvider', onAnnounce)
          resolve(provider.request({ method: 'eth_accounts' }))
        }
        window.addEventListener('eip6963:announceProvider', onAnnounce)
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }),
  )
  expect(viaAnnounced).toEqual([accounts[0].address])

  // The modal's Connect list never shows Airlock's own provider.
  await modal(page).locator('[data-testid="account-disconnect"]').click()
  await expect(modal(page).locator('[data-testid="wallet-row"]')).toHaveCount(1)
  expect((await discover()).sort()).toEqual(['dev.airlock.testwallet', 'xyz.airlock'])
})

test("a missing projectId shows the 'Project ID Not Configured' alert", async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await recreateAppKit(page, {})
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCount(1)
  await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
  await expect(modal(page).locator('[data-testid="alert"]')).toContainText('Project ID Not Configured')
  expect(errors.some((e) => e.includes('Project ID Not Configured'))).toBe(true)
})

test('createAppKit refuses siweConfig and siwx together and mounts nothing more', async ({ page }) => {
  await page.goto(`${urls.demo}/script.html`)
  const message = await page.evaluate(() => {
    try {
      ;(window as unknown as { Airlock: { createAppKit(o: unknown): unknown } }).Airlock.createAppKit({
        projectId: 'p',
        networks: [{ caipNetworkId: 'eip155:1' }],
        siweConfig: {},
        siwx: {},
      })
      return 'created'
    } catch (error) {
      return (error as Error).message
    }
  })
  expect(message).toBe('Cannot set both `siweConfig` and `siwx` options')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCount(1)
})

test('theme mode and variables reach the modal', async ({ page }) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.evaluate(() => {
    const a = (
      window as unknown as { airlock: { setThemeMode(m: string): void; setThemeVariables(v: unknown): void } }
    ).airlock
    a.setThemeMode('dark')
    a.setThemeVariables({ '--w3m-accent': 'rgb(255, 0, 128)' })
  })
  await page.locator('#open').click()
  const root = modal(page).locator('html')
  await expect(root).toHaveClass(/dark/)
  await expect(modal(page).locator('[data-testid="all-wallets"]')).toBeVisible()
  expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--al-accent').trim())).toBe(
    'rgb(255, 0, 128)',
  )
})

test("an unknown projectId gets the cloud's refusal and the 'Invalid App Configuration' alert", async ({
  page,
}) => {
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await recreateAppKit(page, { projectId: 'not-a-project' })
  await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
  await expect(modal(page).locator('[data-testid="alert"]')).toContainText('Invalid App Configuration')
  await expect(modal(page).locator('[data-testid="recommended-wallet"]')).toHaveCount(0)
})
