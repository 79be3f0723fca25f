import { alerts, userMessages } from '@airlock/shared-protocol'

/**
 * The texts the modal shows that shared-protocol writes (the spec's alert titles and user messages):
 * the modal translates them where it shows them (`t(alert)`), so the catalogues must have them. Read
 * by the catalogue test and scripts/i18n/check.ts, not by the app.
 */
export const sharedTexts = (): string[] => [
  ...new Set([...Object.values(alerts).map((alert) => alert.shortMessage), ...Object.values(userMessages)]),
]
