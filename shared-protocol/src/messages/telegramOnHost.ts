import * as z from 'zod'

/**
 * What the host's `airlock-telegram.js` answers the modal's `load('telegram')`: what only the host
 * page knows of Telegram's in-app browser (it marks the page's window; on iOS not the modal's
 * cross-origin frame), the page's URL to come back to after a sign-in that leaves it, and the
 * handoff such a sign-in brought back in that URL.
 */
export const TelegramOnHostSchema = z.object({
  /** The page is inside Telegram's in-app browser (which opens no popups). */
  inTelegram: z.boolean(),
  /** Its platform there, for spec section 5's restrictions. */
  platform: z.enum(['ios', 'mac', 'android']).optional(),
  href: z.url({ protocol: /^https?$/ }).max(2048),
  handoff: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
})
export type TelegramOnHost = z.infer<typeof TelegramOnHostSchema>
