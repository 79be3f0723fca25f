import { describe, expect, it } from 'vitest'
import { formatMessage } from './formatMessage.js'

describe('formatMessage', () => {
  it('fills arguments, plurals with their exact and category cases, selects and numbers', () => {
    const wallets = '{n, plural, =0 {No wallets} one {# wallet} other {# wallets}}'
    expect(formatMessage(wallets, { n: 0 }, 'en')).toBe('No wallets')
    expect(formatMessage(wallets, { n: 1 }, 'en')).toBe('1 wallet')
    expect(formatMessage(wallets, { n: 1234 }, 'en')).toBe('1,234 wallets')
    expect(
      formatMessage(
        'Hi {name}, {kind, select, a {all {n}} other {none}}',
        { name: 'Ann', kind: 'a', n: 2 },
        'en',
      ),
    ).toBe('Hi Ann, all 2')
    expect(formatMessage('{n, number} left', { n: 1234.5 }, 'en')).toBe('1,234.5 left')
  })

  it('keeps apostrophes and text without arguments as written, and a missing value empty', () => {
    expect(formatMessage("Don't have {name}?", { name: 'MetaMask' }, 'en')).toBe("Don't have MetaMask?")
    expect(formatMessage('Connect Wallet', undefined, 'en')).toBe('Connect Wallet')
    expect(formatMessage('To {address}', {}, 'en')).toBe('To ')
  })

  it("uses the locale's plural rules", () => {
    const files = '{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}'
    expect(formatMessage(files, { n: 3 }, 'ru')).toBe('3 файла')
    expect(formatMessage(files, { n: 5 }, 'ru')).toBe('5 файлов')
  })
})
