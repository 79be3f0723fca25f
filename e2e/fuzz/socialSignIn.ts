import type { Frame, Page } from 'playwright-core'

const dialog = '[data-testid="airlock-modal"]'

export interface SocialSignIn {
  /** The provider's window the host page opened, left on its account picker. */
  popup: Page
  /** The sign-in's public id, from the popup's first URL (the host page sees it too). */
  intent: string
  /** The wallet frame inside the modal frame, and its index in the modal's `window.frames`. */
  wallet: Frame
  walletIndex: number
}

/**
 * From a visitor's demo page (no session): open the modal, click "Continue with Google" and stop
 * where the visitor would pick an account, so the wallet frame holds the proof of a live sign-in.
 */
export async function startSocialSignIn(
  page: Page,
  walletUrl: string,
  timeout: number,
): Promise<SocialSignIn> {
  const modal = page.frameLocator('iframe[data-airlock-frame]')
  await page.waitForFunction('window.airlock?.getState().initialized === true', undefined, { timeout })
  await page.locator('#open').click({ timeout })
  const popupOpened = page.waitForEvent('popup', { timeout })
  const firstRequest = page.context().waitForEvent('request', {
    predicate: (r) => r.url().startsWith(`${walletUrl}/social/go?`),
    timeout,
  })
  await modal.locator('[data-testid="social-google"]').click({ timeout })
  const [popup, request] = await Promise.all([popupOpened, firstRequest])
  const intent = new URL(request.url()).searchParams.get('intent')
  if (!intent) throw new Error(`no intent in ${request.url()}`)
  await modal.locator(`${dialog}[data-view="ConnectingSocial"]`).waitFor({ timeout })
  await popup.locator('[data-testid="dev-oidc-account-alice"]').waitFor({ timeout })
  const modalFrame = page.frames().find((f) => f.childFrames().some((c) => c.url().startsWith(walletUrl)))
  const wallet = modalFrame?.childFrames().find((f) => f.url().startsWith(walletUrl))
  if (!modalFrame || !wallet) throw new Error(`no wallet frame from ${walletUrl} in the modal`)
  await wallet.waitForFunction(() => '__airlockWalletFrameDiagnostics' in window, undefined, { timeout })
  const walletIndex = await modalFrame.evaluate(() => {
    const element = document.querySelector<HTMLIFrameElement>('iframe[data-testid="wallet-frame"]')
    for (let i = 0; i < window.frames.length; i++) if (window.frames[i] === element?.contentWindow) return i
    return -1
  })
  if (walletIndex < 0) throw new Error('the wallet frame is not among the modal frame’s frames')
  return { popup, intent, wallet, walletIndex }
}

/**
 * The visitor picks `account` in the provider's window: its callback page gets the proof from the
 * wallet frame, the service finishes, the window closes itself and the frame's claim connects the
 * modal. Resolves with the connected address once the Account view shows that account's email.
 */
export async function finishSocialSignIn(
  page: Page,
  popup: Page,
  account: 'alice' | 'bob',
  timeout: number,
): Promise<string> {
  const modal = page.frameLocator('iframe[data-airlock-frame]')
  const closed = popup.waitForEvent('close', { timeout })
  await popup.locator(`[data-testid="dev-oidc-account-${account}"]`).click({ timeout })
  await closed
  await modal.locator(`${dialog}[data-view="Account"]`).waitFor({ timeout })
  await page.locator('#status', { hasText: /^connected$/ }).waitFor({ timeout })
  await modal
    .locator('[data-testid="account-social"][data-provider="google"]', { hasText: `${account}@airlock.dev` })
    .waitFor({ timeout })
  return (await page.locator('#address').textContent({ timeout })) ?? ''
}
