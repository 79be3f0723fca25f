import * as z from 'zod'
import { accountTypes } from '../constants/accountTypes.js'
import { ThemeModeSchema } from './theme.js'
import { ViewNameSchema } from './views.js'

export const connectionStatuses = ['disconnected', 'connecting', 'reconnecting', 'connected'] as const
export const ConnectionStatusSchema = z.enum(connectionStatuses)
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>

/** One namespace's connected account; `type` is spec section 3's account type (a smart account or an EOA). */
const NamespaceAccountSchema = z.object({
  address: z.string(),
  caipAddress: z.string(),
  type: z.enum(accountTypes),
})

/**
 * Everything the host mirrors of the modal's state. The modal pushes a full snapshot on every
 * change; the host answers `getState()`/`getAccount()` synchronously from the last one.
 */
export const ModalSnapshotSchema = z.object({
  initialized: z.boolean(),
  open: z.boolean(),
  loading: z.boolean(),
  view: ViewNameSchema,
  status: ConnectionStatusSchema,
  address: z.string().optional(),
  caipAddress: z.string().optional(),
  caipNetworkId: z.string().optional(),
  chainId: z.union([z.number(), z.string()]).optional(),
  activeChain: z.string().optional(),
  connectorId: z.string().optional(),
  walletInfo: z.object({ name: z.string(), icon: z.string().optional() }).optional(),
  /** The connected account's name (spec section 3's profileName), e.g. `alice.airlock.id`. */
  profileName: z.string().max(128).optional(),
  themeMode: ThemeModeSchema,
  /** The connected account's native balance as the Account view shows it (the ready-made account button's). */
  balance: z.object({ formatted: z.string().max(64), symbol: z.string().max(16) }).optional(),
  /** The active network's image URL (its own or the cloud's asset), for the ready-made network button. */
  networkImage: z
    .string()
    .max(2048)
    .regex(/^(https?:\/\/|data:image\/)/)
    .optional(),
  /**
   * Every connected namespace's account (spec section 4: status per namespace), the active one
   * included: `useAppKitAccount({ namespace: 'solana' })` and the Solana provider read theirs here.
   */
  namespaces: z
    .object({
      eip155: NamespaceAccountSchema.optional(),
      solana: NamespaceAccountSchema.optional(),
    })
    .optional(),
  /**
   * The modal's last events (AppKit's `getEvent`/`subscribeEvents`), oldest first. Numbered so the host
   * sees each once even when several land in one snapshot.
   */
  events: z
    .array(
      z.object({
        id: z.number().int(),
        timestamp: z.number(),
        event: z.string().max(64),
        properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      }),
    )
    .max(8)
    .optional(),
  /**
   * Embedded mode only: the card's height in CSS pixels, which `<appkit-modal>` gives its frame
   * (clamped there: the host does not take a size from the modal unbounded).
   */
  cardHeight: z.number().int().min(0).max(10_000).optional(),
  /**
   * The ready-made buttons' texts in the modal's language (issue 42), when it is not English: the host
   * carries no catalogue; its buttons say these, else their English.
   */
  labels: z
    .object({
      connect: z.string().max(64),
      connecting: z.string().max(64),
      selectNetwork: z.string().max(64),
      unknownNetwork: z.string().max(64),
    })
    .optional(),
})
export type ModalSnapshot = z.infer<typeof ModalSnapshotSchema>
export type ModalEvent = NonNullable<ModalSnapshot['events']>[number]

export const OpenUrlSchema = z.object({
  url: z
    .string()
    .max(4096)
    .regex(/^(https:\/\/|http:\/\/|[a-z][a-z0-9+.-]*:\/\/)/i, 'Invalid URL'),
  /**
   * 'popup': a window the host keeps a handle to (social login); the call settles when the visitor
   * closes it, and fails with 'Popup blocked' when the browser refused to open it.
   */
  target: z.enum(['_blank', '_self', 'popup']),
})
export type OpenUrl = z.infer<typeof OpenUrlSchema>
