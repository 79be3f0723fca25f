import type { Page } from '@playwright/test'
import { paintedColor } from '../fixtures/paintedColor.ts'
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
  // The page's test wallet and the Coinbase SDK (the host's own script), never Airlock itself.
  await expect(modal(page).locator('[data-testid="wallet-row"]')).toHaveCount(2)
  await expect(
    modal(page).locator('[data-testid="wallet-row"][data-rdns="dev.airlock.testwallet"]'),
  ).toHaveCount(1)
  await expect(
    modal(page).locator('[data-testid="wallet-row"][data-rdns="com.coinbase.wallet"]'),
  ).toHaveCount(1)
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

test("AppKit's theme variables reach every control: radius and font size masters, colour mix, QR colour", async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const style = (selector: string, property: string) =>
    modal(page)
      .locator(selector)
      .first()
      .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property)
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="all-wallets"]')).toBeVisible()
  // AppKit's defaults (4px, no mix) draw what the modal always drew.
  expect(await style('[data-testid="all-wallets"]', 'border-radius')).toBe('16px')
  expect(await style('[data-testid="all-wallets"]', 'font-size')).toBe('15px')
  const plainCard = await style('[data-testid="airlock-modal"]', 'background-color')
  await page.evaluate(() =>
    (
      window as unknown as { airlock: { setThemeMode(m: string): void; setThemeVariables(v: unknown): void } }
    ).airlock.setThemeVariables({
      '--w3m-border-radius-master': '1px',
      '--w3m-color-mix': 'rgb(255, 0, 0)',
      '--w3m-color-mix-strength': 40,
      '--w3m-qr-color': 'rgb(0, 0, 255)',
      '--w3m-font-size-master': '12px',
    }),
  )
  // Rows, buttons and the card all follow the radius master (AppKit scales every radius from it).
  await expect.poll(() => style('[data-testid="all-wallets"]', 'border-radius')).toBe('4px')
  await expect.poll(() => style('[data-testid="airlock-modal"]', 'border-top-left-radius')).toBe('8px')
  // Text scales with the font size master, as AppKit's does (10px is the default: 15px becomes 18px).
  await expect.poll(() => style('[data-testid="all-wallets"]', 'font-size')).toBe('18px')
  // The card's neutral is blended 40% with the mix colour.
  await expect.poll(() => style('[data-testid="airlock-modal"]', 'background-color')).not.toBe(plainCard)
  // Painted (color-mix computes to a color() value): read back as 0-255 channels.
  const [r = 0, g = 0, b = 0] = await paintedColor(modal(page).locator('[data-testid="airlock-modal"]'))
  expect(r).toBeGreaterThan(g + 60)
  expect(Math.abs(g - b)).toBeLessThan(8)
  // The QR code's modules take the QR colour.
  await modal(page).locator('[data-testid="walletconnect"]').click()
  await expect(modal(page).locator('[data-testid="wc-qr-code"] svg')).toBeVisible()
  expect(await style('[data-testid="wc-qr-code"] svg path[stroke]', 'stroke')).toBe('rgb(0, 0, 255)')
})

test('open() says loading before open, and subscribers see both in that order', async ({ page }) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const seen = await page.evaluate(async () => {
    const appKit = (
      window as unknown as {
        airlock: {
          open(): Promise<void>
          subscribeState(callback: (state: { open: boolean; loading: boolean }) => void): () => void
        }
      }
    ).airlock
    const states: string[] = []
    const stop = appKit.subscribeState(({ open, loading }) => states.push(`open:${open} loading:${loading}`))
    await appKit.open()
    stop()
    return states
  })
  // Spec section 4: "Open: loading is true, then open."
  expect(seen[0]).toBe('open:false loading:true')
  expect(seen).toContain('open:true loading:false')
  expect(seen.indexOf('open:true loading:false')).toBeGreaterThan(0)
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

test('a snackbar goes with the modal: reopened, nothing is left over the view', async ({ page }) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.modal })
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="walletconnect"]').click()
  await modal(page).locator('[data-testid="wc-copy"]').click()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Link copied')
  await page.keyboard.press('Escape')
  // Read in the frame the modal closes in (the message would hide by itself 2.2 s later).
  const leftOver = await modal(page)
    .locator('[data-airlock-dialog]')
    .evaluate(
      (dialog) =>
        new Promise((resolve) => {
          const check = () =>
            dialog.getAttribute('aria-hidden') === 'true'
              ? resolve(document.querySelector('[data-testid="snackbar"]')?.textContent ?? null)
              : requestAnimationFrame(check)
          check()
        }),
    )
  expect(leftOver).toBeNull()
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="all-wallets"]')).toBeVisible()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveCount(0)
})

/** In the modal frame: the transitions and animations that start when the dialog opens, then on the next view. */
async function motionOnOpen(page: Page) {
  // Installed (and awaited) before the click, so the observer sees the open itself.
  await modal(page)
    .locator('[data-airlock-dialog]')
    .evaluate((dialog) => {
      const card = dialog.querySelector('[data-testid="airlock-modal"]') as HTMLElement
      const backdrop = dialog.querySelector('[data-testid="airlock-backdrop"]') as HTMLElement
      const list = (el: Element) =>
        el.getAnimations().map((a) => {
          const name = a instanceof CSSTransition ? a.transitionProperty : (a as CSSAnimation).animationName
          return `${name} ${a.effect?.getTiming().duration}`
        })
      let opened: { card: string[]; backdrop: string[]; firstOpacity: string } | undefined
      ;(window as unknown as { motion: Promise<unknown> }).motion = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!opened && dialog.getAttribute('aria-hidden') === 'false') {
            // The style the first frame after open() paints: where the transitions start.
            const firstOpacity = getComputedStyle(card).opacity
            opened = { card: list(card), backdrop: list(backdrop), firstOpacity }
            return
          }
          const root = card.querySelector('[data-view] > .overflow-y-auto > *')
          if (opened && card.getAttribute('data-view') !== 'Connect' && root) {
            observer.disconnect()
            resolve({ ...opened, view: list(root) })
          }
        })
        observer.observe(dialog, { attributes: true, subtree: true, childList: true })
      })
    })
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="all-wallets"]').click()
  return (await modal(page)
    .locator('html')
    .evaluate(() => (window as unknown as { motion: Promise<unknown> }).motion)) as {
    card: string[]
    backdrop: string[]
    firstOpacity: string
    view: string[]
  }
}

/**
 * In the modal frame, on the way back from All Wallets (whose code has come, so the cross-fade's has too):
 * the copy of the leaving view, as laid over the card, and once it has gone.
 */
async function leavingOnBack(page: Page) {
  await expect(modal(page).locator('[data-testid="wallet-search"]')).toBeVisible()
  await modal(page)
    .locator('[data-testid="airlock-modal"]')
    .evaluate((card) => {
      ;(window as unknown as { leaving: Promise<unknown> }).leaving = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const leaving = card.querySelector<HTMLElement>('[data-leaving-view]')
          if (!leaving) return
          observer.disconnect()
          const body = card.querySelector('.overflow-y-auto') as HTMLElement
          const seen = {
            fade: leaving.getAnimations().map((a) => {
              const frames = (a.effect as KeyframeEffect).getKeyframes().map((k) => k.opacity)
              return `opacity ${frames.join('>')} ${a.effect?.getTiming().duration}`
            }),
            over: leaving.offsetTop === body.offsetTop && leaving.offsetHeight > 0,
            hidden: leaving.inert && leaving.getAttribute('aria-hidden') === 'true',
            closed: leaving.shadowRoot === null && leaving.childElementCount === 0,
          }
          const gone = () => (leaving.isConnected ? requestAnimationFrame(gone) : resolve(seen))
          gone()
        })
        observer.observe(card, { subtree: true, childList: true })
      })
    })
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
  return modal(page)
    .locator('html')
    .evaluate(() => (window as unknown as { leaving: Promise<unknown> }).leaving)
}

test('open() fades the backdrop and the card in from the first frame; views cross-fade (spec section 9)', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const motion = await motionOnOpen(page)
  expect(motion.firstOpacity).toBe('0')
  expect(motion.backdrop).toEqual(['opacity 120'])
  expect(motion.card.sort()).toEqual(['opacity 120', 'transform 120'])
  expect(motion.view).toEqual(['al-fade-in 150'])
  // The cross-fade's other half: the old view fades out over the new one, seen by no query or reader,
  // and is gone once faded (the wait ends only then).
  expect(await leavingOnBack(page)).toEqual({
    fade: ['opacity 1>0 150'],
    over: true,
    hidden: true,
    closed: true,
  })
})

test('with reduced motion nothing moves on open: the card only fades', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const motion = await motionOnOpen(page)
  expect(motion.card).toEqual(['opacity 120'])
  expect(motion.view).toEqual(['al-fade-in 150'])
})
