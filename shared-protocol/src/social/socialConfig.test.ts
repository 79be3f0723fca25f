import { expect, test } from 'vitest'
import { socialProviders } from '../messages/featureValues.js'
import { isSocialProviderName, socialProviderNames } from './socialConfig.js'

test("the wallet service's OAuth providers are the modal's social logins but Farcaster", () => {
  expect([...socialProviderNames].sort()).toEqual(
    socialProviders.filter((name) => name !== 'farcaster').sort(),
  )
})

test('isSocialProviderName takes those names only, as written', () => {
  for (const name of socialProviderNames) expect(isSocialProviderName(name)).toBe(true)
  for (const name of ['farcaster', 'Google', 'constructor', '__proto__', ''])
    expect(isSocialProviderName(name)).toBe(false)
})
