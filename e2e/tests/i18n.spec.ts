import type { Page, Request } from '@playwright/test'
import { catalogue, speakOnPage } from '../fixtures/locale.ts'
import { accounts, expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

// Issue 42: the modal in the visitor's language. The app's `locale` option, else the page's
// `<html lang>`, else the browser's languages; only the catalogue shown is fetched.

const title = (page: Page) => modal(page).locator('#airlock-title')
const modalRoot = (page: Page) => modal(page).locator('html')

/** The locale catalogues the page fetched from the modal's origin (assets/locale-<tag>-<hash>.js). */
function localeFetches(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request: Request) => {
    const match = request.url().match(/\/assets\/locale-([A-Za-z-]+)-[\w-]+\.js$/)
    if (request.url().startsWith(urls.modal) && match) fetched.push(match[1] as string)
  })
  return fetched
}

async function openConnect(page: Page, path: string) {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}${path}`)
  await waitReady(page)
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
}

test('the app names German: Connect reads German and only the German catalogue is fetched', async ({
  page,
}) => {
  const fetched = localeFetches(page)
  await openConnect(page, '/?locale=de')
  const de = catalogue('de')
  await expect(title(page)).toHaveText(de['Connect Wallet'] as string)
  await expect(modal(page).locator('[data-testid="all-wallets"]')).toContainText(de['All Wallets'] as string)
  await expect(modalRoot(page)).toHaveAttribute('lang', 'de')
  await expect(modalRoot(page)).toHaveAttribute('dir', 'ltr')
  expect(fetched).toEqual(['de'])
})

test('an English page fetches no catalogue at all', async ({ page }) => {
  const fetched = localeFetches(page)
  await openConnect(page, '/')
  await expect(title(page)).toHaveText('Connect Wallet')
  await expect(modalRoot(page)).toHaveAttribute('lang', 'en')
  expect(fetched).toEqual([])
})

test('setLocale: Arabic lays the modal out right to left, mirrors the arrows, and goes back', async ({
  page,
}) => {
  await openConnect(page, '/')
  const setLocale = (locale: string) =>
    page.evaluate(
      (tag) => (window as unknown as { airlock: { setLocale(l: string): void } }).airlock.setLocale(tag),
      locale,
    )
  await setLocale('ar')
  await expect(title(page)).toHaveText(catalogue('ar')['Connect Wallet'] as string)
  await expect(modalRoot(page)).toHaveAttribute('dir', 'rtl')
  // The row's chevron points along the reading direction: leftwards.
  const chevron = modal(page).locator('[data-testid="all-wallets"] svg').last()
  await expect(chevron).toHaveCSS('scale', '-1 1')
  // The list reads from the right: a row's icon is at its right end.
  const row = modal(page).locator('[data-testid="all-wallets"]')
  const [rowBox, iconBox] = [await row.boundingBox(), await row.locator('span').first().boundingBox()]
  expect((iconBox?.x ?? 0) + (iconBox?.width ?? 0)).toBeGreaterThan(
    (rowBox?.x ?? 0) + (rowBox?.width ?? 0) - 80,
  )

  await setLocale('en')
  await expect(title(page)).toHaveText('Connect Wallet')
  await expect(modalRoot(page)).toHaveAttribute('dir', 'ltr')
  await expect(chevron).not.toHaveCSS('scale', '-1 1')
})

test('without the option: the page’s <html lang>, else the browser’s languages; a tag Airlock lacks falls through', async ({
  browser,
}) => {
  // A French browser on the script-include page, whose <html lang> says Italian: Italian.
  const french = await browser.newContext({ locale: 'fr-FR' })
  const page = await french.newPage()
  await openConnect(page, '/script.html?lang=it')
  await expect(title(page)).toHaveText(catalogue('it')['Connect Wallet'] as string)
  await french.close()

  // A page that says no language (or one Airlock does not speak, Swahili): the browser's, Japanese.
  for (const htmlLang of ['', 'sw']) {
    const japanese = await browser.newContext({ locale: 'ja-JP' })
    await speakOnPage(japanese, htmlLang)
    const tab = await japanese.newPage()
    await openConnect(tab, '/')
    await expect(title(tab)).toHaveText(catalogue('ja')['Connect Wallet'] as string)
    await expect(modalRoot(tab)).toHaveAttribute('lang', 'ja')
    await japanese.close()
  }
})

test('a bad locale from the page changes nothing', async ({ page }) => {
  await openConnect(page, '/?locale=de')
  const de = catalogue('de')['Connect Wallet'] as string
  await expect(title(page)).toHaveText(de)
  // Not a string, or longer than any language tag: the modal's check refuses the calls. The open()
  // after them answers once the port has taken them (calls are handled in order).
  await page.evaluate(async () => {
    const airlock = (window as unknown as { airlock: { setLocale(l: unknown): void; open(): Promise<void> } })
      .airlock
    airlock.setLocale(42)
    airlock.setLocale('x'.repeat(200))
    await airlock.open()
  })
  await expect(title(page)).toHaveText(de)
  await expect(modalRoot(page)).toHaveAttribute('lang', 'de')
  // A tag Airlock does not speak falls back as at start: the page's <html lang> (English).
  await page.evaluate(() =>
    (window as unknown as { airlock: { setLocale(l: string): void } }).airlock.setLocale('sw'),
  )
  await expect(title(page)).toHaveText('Connect Wallet')
  await expect(modalRoot(page)).toHaveAttribute('lang', 'en')
})
