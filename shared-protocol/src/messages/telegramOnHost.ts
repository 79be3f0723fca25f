import * as z from 'zod'

/**
 * What the host's `airlock-telegram.js` answers the modal's `load('telegram')`: what only the host
 * page knows of Telegram's in-app browser (its objects on the page's window; the modal is a
 * cross-origin frame), the page's URL to come back to after a sign-in that leaves it, and the
 * handoff such a sign-in brought back in that URL.
 */
export const TelegramOnHostSchema = z.object({
  userAgent: z.string().max(1024),
  maxTouchPoints: z.number().int().min(0).max(256),
  telegramObjects: z.boolean(),
  href: z.url({ protocol: /^https?$/ }).max(2048),
  handoff: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
})
export type TelegramOnHost = z.infer<typeof TelegramOnHostSchema>
