import * as z from 'zod'

export const ThemeModeSchema = z.enum(['light', 'dark'])
export type ThemeMode = z.infer<typeof ThemeModeSchema>

/**
 * AppKit-compatible theme variables. Values are checked so a host cannot smuggle CSS
 * (`url(...)`, `;`, braces) into the modal's stylesheet.
 */
const cssValue = z
  .string()
  .max(200)
  .regex(/^[^;{}<>\\]*$/, 'Invalid CSS value')
  .refine((v) => !/url\s*\(|expression\s*\(|@import/i.test(v), 'Invalid CSS value')

export const ThemeVariablesSchema = z
  .object({
    '--w3m-font-family': cssValue,
    '--w3m-accent': cssValue,
    '--w3m-color-mix': cssValue,
    '--w3m-color-mix-strength': z.number().min(0).max(100),
    '--w3m-font-size-master': cssValue,
    '--w3m-border-radius-master': cssValue,
    '--w3m-z-index': z.number().int().min(0).max(2147483647),
    '--w3m-qr-color': cssValue,
  })
  .partial()
  .strict()
export type ThemeVariables = z.infer<typeof ThemeVariablesSchema>

export const ThemePayloadSchema = z.object({
  themeMode: ThemeModeSchema.optional(),
  themeVariables: ThemeVariablesSchema.optional(),
})
export type ThemePayload = z.infer<typeof ThemePayloadSchema>
