import * as z from 'zod'

import { viewNames } from './viewNames.js'

// Re-exported so existing imports keep working; the list lives in a zod-free file.
export { viewNames }
export const ViewNameSchema = z.enum(viewNames)
export type ViewName = z.infer<typeof ViewNameSchema>

export const OpenParamsSchema = z
  .object({ view: ViewNameSchema.optional(), namespace: z.string().max(16).optional() })
  .strict()
export type OpenParams = z.infer<typeof OpenParamsSchema>
