import { describe, expect, test } from 'vitest'
import { ThemeModeSchema, ThemePayloadSchema, ThemeVariablesSchema } from './theme.js'

describe('ThemeVariablesSchema', () => {
  test('accepts ordinary CSS values', () => {
    const variables = {
      '--w3m-font-family': '"Inter", system-ui, sans-serif',
      '--w3m-accent': '#3396ff',
      '--w3m-color-mix': 'rgb(0, 0, 0)',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-size-master': '10px',
      '--w3m-border-radius-master': '4px',
      '--w3m-z-index': 999,
      '--w3m-qr-color': 'hsl(210 100% 50%)',
    }
    expect(ThemeVariablesSchema.parse(variables)).toEqual(variables)
    expect(ThemeVariablesSchema.parse({})).toEqual({})
  })

  test.each([
    'red;}',
    'red; background: blue',
    '}body{display:none',
    'url(x)',
    'URL (https://evil.test/x.png)',
    'expression(alert(1))',
    '@import "x.css"',
    '</style><script>',
    'red\\3b',
    'x'.repeat(201),
  ])('refuses the accent %j', (value) => {
    expect(ThemeVariablesSchema.safeParse({ '--w3m-accent': value }).success).toBe(false)
  })

  test('refuses unknown variables, wrong types and out-of-range numbers', () => {
    expect(ThemeVariablesSchema.safeParse({ '--w3m-background': 'red' }).success).toBe(false)
    expect(ThemeVariablesSchema.safeParse({ '--w3m-z-index': '999' }).success).toBe(false)
    expect(ThemeVariablesSchema.safeParse({ '--w3m-z-index': -1 }).success).toBe(false)
    expect(ThemeVariablesSchema.safeParse({ '--w3m-z-index': 1.5 }).success).toBe(false)
    expect(ThemeVariablesSchema.safeParse({ '--w3m-color-mix-strength': 101 }).success).toBe(false)
    expect(ThemeVariablesSchema.safeParse(null).success).toBe(false)
  })
})

describe('theme mode and payload', () => {
  test('mode is light or dark', () => {
    expect(ThemeModeSchema.parse('light')).toBe('light')
    expect(ThemeModeSchema.parse('dark')).toBe('dark')
    expect(ThemeModeSchema.safeParse('system').success).toBe(false)
    expect(ThemeModeSchema.safeParse('Dark').success).toBe(false)
  })

  test('payload', () => {
    expect(
      ThemePayloadSchema.safeParse({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#fff' } }).success,
    ).toBe(true)
    expect(ThemePayloadSchema.safeParse({ themeVariables: { '--w3m-accent': 'url(x)' } }).success).toBe(false)
  })
})
