import type { Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { asModal, expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

const view = (page: Page) => modal(page).locator('[data-testid="airlock-modal"]')
// Anvil's accounts 9 and 6 (public test keys), which no other spec uses: 9 registers in the modal,
// 6 holds a name registered beforehand.
const visitor = { privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' } as const
const holder = privateKeyToAccount('0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e')
const suffix = Date.now().toString(36)

/** Posts a registration for `holder` straight at the cloud, as another visitor's modal would. */
async function postRegistration(name: string) {
  const message = JSON.stringify({
    name: `${name}.airlock.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const signature = await holder.signMessage({ message })
  return asModal('/v1/profile/account', {
    coin_type: 0x80007a69,
    address: holder.address,
    message,
    signature,
  })
}

async function registerElsewhere(name: string) {
  const response = await postRegistration(name)
  expect(response.status, await response.clone().text()).toBe(200)
}

async function profileStatus(name: string) {
  return (await asModal(`/v1/profile/account/${name}.airlock.id`)).status
}

test('register a name: the rule, a taken name with suggestions, a declined signature, then the name everywhere and after a reload', async ({
  page,
}) => {
  const taken = `taken-${suffix}`
  // A punycode look-alike is no name, signed or not: the cloud refuses it with the rule's text.
  const punycode = await postRegistration('xn--80ak6aa92e')
  expect([punycode.status, await punycode.json()]).toEqual([
    400,
    { message: 'Name must be at least 4 characters: letters, digits and hyphens' },
  ])
  await registerElsewhere(taken)
  await injectWallet(page, visitor.privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await modal(page).locator('[data-testid="account-register-name"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'RegisterAccountName')

  const field = modal(page).locator('[data-testid="register-name-input"]')
  const hint = modal(page).locator('[data-testid="register-name-hint"]')
  const submit = modal(page).locator('[data-testid="register-name-submit"]')
  await field.fill('ab!')
  await expect(hint).toHaveText('At least 4 characters: letters, digits and hyphens.')
  await expect(submit).toBeDisabled()
  // The modal holds the same rule: a punycode label cannot be submitted.
  await field.fill('xn--80ak6aa92e')
  await expect(hint).toHaveText('At least 4 characters: letters, digits and hyphens.')
  await expect(submit).toBeDisabled()
  await field.fill(taken)
  await expect(hint).toHaveText(`${taken}.airlock.id is taken`)
  await expect(submit).toBeDisabled()
  await expect(modal(page).locator('[data-testid="register-name-suggestion"]').first()).toBeVisible()

  // A declined signature: back to the form with its text, nothing registered.
  const name = `visitor-${suffix}`
  await field.fill(name)
  await expect(hint).toHaveText(`${name}.airlock.id is available`)
  await page.evaluate("window.__testWallet.rejectNext('personal_sign')")
  await submit.click()
  await expect(modal(page).locator('[data-testid="register-name-error"]')).toHaveText('Signature declined')
  await expect(view(page)).toHaveAttribute('data-view', 'RegisterAccountName')
  expect(await profileStatus(name)).toBe(404)

  await submit.click()
  await expect(modal(page).locator('[data-testid="register-name-success"]')).toHaveAttribute(
    'data-state',
    'done',
  )
  expect(await profileStatus(name)).toBe(200)
  await modal(page).locator('[data-testid="register-name-done"]').click()
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveText(`${name}.airlock.id`)
  // The dApp hears it through useAppKitAccount().
  await expect(page.locator('#name')).toHaveText(`${name}.airlock.id`)

  await page.reload()
  await waitReady(page)
  await expect(page.locator('#name')).toHaveText(`${name}.airlock.id`)
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveText(`${name}.airlock.id`)
  await expect(modal(page).locator('[data-testid="account-register-name"]')).toHaveCount(0)
})
