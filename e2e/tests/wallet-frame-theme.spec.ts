import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import type { Address } from 'viem'
import { freshEmail, logIn, outcome, startRequest, walletFrame } from '../fixtures/embedded.ts'
import { paintedColor } from '../fixtures/paintedColor.ts'
import { expect, test, urls, waitReady } from '../fixtures/test.ts'
import { setThemeMode, type Theme } from '../fixtures/theme.ts'

// The embedded wallet's approval sits in the modal's card: in the dApp's dark theme it is dark too
// (not a white panel), whatever the visitor's system prefers, and axe finds nothing in it in either theme.
test.use({ colorScheme: 'light' })

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const frameOf = (page: Page): Frame => {
  const frame = page.frames().find((f) => f.url().startsWith(urls.wallet))
  if (!frame) throw new Error('no wallet frame')
  return frame
}

const luminance = (rgb: number[]) => rgb.reduce((sum, c) => sum + c, 0) / 3

async function setTheme(page: Page, mode: Theme) {
  await setThemeMode(page, mode)
  await expect(walletFrame(page).locator('html')).toHaveAttribute('data-theme', mode)
}

async function axe(frame: Frame): Promise<string[]> {
  if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(axeSource)
  const results = (await frame.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  )) as AxeResults
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test("the wallet frame's approval follows the dApp's dark theme set before login, axe clean in both themes", async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  // Dark from the start, on a system that prefers light: the frame is made in dark.
  await page.evaluate(() =>
    (window as unknown as { airlock: { setThemeMode(m: string): void } }).airlock.setThemeMode('dark'),
  )
  await logIn(page, freshEmail())
  const address = (await page.locator('#address').textContent()) as Address
  await page.keyboard.press('Escape')
  await startRequest(page, 'personal_sign', ['0x48656c6c6f', address])
  await expect(walletFrame(page).locator('[data-testid="wallet-approve"]')).toBeVisible()
  const frame = frameOf(page)
  await expect(walletFrame(page).locator('html')).toHaveAttribute('data-theme', 'dark')

  // Dark: a dark panel under light text (and the page behind it dark too, no white canvas).
  expect(luminance(await paintedColor(frame.locator('#approval'), 'backgroundColor'))).toBeLessThan(60)
  expect(luminance(await paintedColor(frame.locator('#approval'), 'color'))).toBeGreaterThan(200)
  expect(await axe(frame)).toEqual([])

  await setTheme(page, 'light')
  expect(luminance(await paintedColor(frame.locator('#approval'), 'backgroundColor'))).toBeGreaterThan(240)
  expect(luminance(await paintedColor(frame.locator('#approval'), 'color'))).toBeLessThan(60)
  expect(await axe(frame)).toEqual([])

  await setTheme(page, 'dark')
  expect(luminance(await paintedColor(frame.locator('#approval'), 'backgroundColor'))).toBeLessThan(60)
  await walletFrame(page).locator('[data-testid="wallet-reject"]').click()
  expect((await outcome(page)).error).toContain('User rejected the request.')
})
