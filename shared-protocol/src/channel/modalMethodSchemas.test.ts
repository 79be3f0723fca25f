import { describe, expect, test } from 'vitest'
import { checkModalCall, modalMethodSchemas } from './modalMethodSchemas.js'

describe('checkModalCall', () => {
  test('covers every ModalApi method', () => {
    expect(Object.keys(modalMethodSchemas).sort()).toEqual(
      [
        'close',
        'disconnect',
        'open',
        'request',
        'setThemeMode',
        'setThemeVariables',
        'setLocale',
        'setWallets',
        'switchNetwork',
        'walletEvent',
        'connectWallet',
      ].sort(),
    )
  })

  test.each([
    ['open', [{ view: 'Account' }]],
    ['open', [{}]],
    ['close', []],
    ['request', [{ method: 'eth_chainId' }]],
    ['switchNetwork', ['eip155:1']],
    ['disconnect', []],
    ['setWallets', [[]]],
    ['walletEvent', [{ walletId: 'w', event: 'chainChanged', data: '0x1' }]],
    ['setThemeMode', ['light']],
    ['setThemeVariables', [{ '--w3m-accent': '#fff' }]],
    ['setLocale', ['de']],
    ['setLocale', ['pt-BR']],
    ['connectWallet', [{ wallet: 'metamask' }]],
    ['connectWallet', [{ wallet: 'io.metamask', namespace: 'eip155' }]],
    ['connectWallet', [{ wallet: 'metamask', namespace: undefined }]],
  ])('accepts %s(%j)', (method, args) => {
    expect(checkModalCall(method, args)).toBeUndefined()
  })

  test.each([
    ['setLocale', [42]],
    ['setLocale', ['']],
    ['setLocale', ['x'.repeat(36)]],
    ['open', []],
    ['open', [{ view: 'Nope' }]],
    ['open', [{ view: 'Account' }, 'extra']],
    ['close', [1]],
    ['switchNetwork', [1]],
    ['switchNetwork', ['x'.repeat(65)]],
    ['setThemeMode', ['system']],
    ['setThemeVariables', [{ '--w3m-accent': 'url(x)' }]],
    ['setWallets', [[{ id: 'a', name: 'A', type: 'INJECTED', icon: 'https://x.test/a.png' }]]],
    ['connectWallet', [{ wallet: '' }]],
    ['connectWallet', [{ wallet: '<script>' }]],
    ['connectWallet', [{ wallet: 'metamask', namespace: 'cosmos' }]],
    ['connectWallet', [{ wallet: 'metamask', extra: 1 }]],
    ['connectWallet', ['metamask']],
  ])('refuses %s(%j)', (method, args) => {
    expect(checkModalCall(method, args)).toMatch(new RegExp(`^Invalid arguments for ${method}`))
  })

  test.each(['eval', 'constructor', 'toString', '__proto__', ''])(
    'refuses the unknown method %j',
    (method) => {
      expect(checkModalCall(method, [])).toBe('Unknown method')
    },
  )
})
