import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { bundleTestWallet } from '../wallets/bundleTestWallet.ts'
import { whenPainted } from './framePaint.ts'

const bundle = join(import.meta.dirname, '..', '.cache', 'bench-testWallet.js')

/**
 * Cold: a fresh page with the test browser wallet (anvil key #5, which the devnet gave tokens), the
 * modal open on Connect; the clock runs inside the modal frame from the wallet row's click to the
 * first frame with the Tokens tab's rows painted: the wallet's answer through the host, the
 * Account view, the cloud's supported-chains and balance calls.
 */
export async function measureConnectToTokens(
  browser: Browser,
  url: string,
  modalUrl: string,
  rpcUrl: string,
  count: number,
): Promise<number[]> {
  await bundleTestWallet(bundle)
  const privateKey = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(
      `window.__TEST_WALLET__ = ${JSON.stringify({ privateKey, rpcUrl, chainId: 31337 })}`,
    )
    await page.addInitScript({ path: bundle })
    await page.goto(url)
    await page.waitForFunction('window.airlock?.getState().initialized === true')
    await page.evaluate('window.airlock.open()')
    const frame = page.frames().find((f) => f.url().startsWith(modalUrl))
    if (!frame) throw new Error('modal frame not found')
    await frame.waitForSelector('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]')
    const ms = await whenPainted(frame, {
      click: '[data-testid="wallet-row"][data-name="Airlock Test Wallet"]',
      until: '[data-testid="token-row"]',
    })
    samples.push(ms)
    await context.close()
  }
  return samples
}
