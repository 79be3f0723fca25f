import * as z from 'zod'
import type { ModalApi } from '../api.js'
import { MAX_LOCALE_TAG } from '../i18n/locales.js'
import { ConnectWalletParamsSchema } from '../messages/connectWallet.js'
import { RpcRequestSchema } from '../messages/rpc.js'
import { ThemeModeSchema, ThemeVariablesSchema } from '../messages/theme.js'
import { OpenParamsSchema } from '../messages/views.js'
import { HostWalletListSchema, WalletEventSchema } from '../messages/wallet.js'

/** The argument list each modal method accepts. A call that fails its schema never reaches the modal. */
export const modalMethodSchemas = {
  open: z.tuple([OpenParamsSchema]),
  close: z.tuple([]),
  request: z.tuple([RpcRequestSchema]),
  switchNetwork: z.tuple([z.string().min(3).max(64)]),
  disconnect: z.tuple([]),
  setWallets: z.tuple([HostWalletListSchema]),
  walletEvent: z.tuple([WalletEventSchema]),
  setThemeMode: z.tuple([ThemeModeSchema]),
  setThemeVariables: z.tuple([ThemeVariablesSchema]),
  setLocale: z.tuple([z.string().min(1).max(MAX_LOCALE_TAG)]),
  connectWallet: z.tuple([ConnectWalletParamsSchema]),
} satisfies Record<keyof ModalApi, z.ZodTuple>

/** Returns why a call is refused, or `undefined` when its arguments are valid. */
export function checkModalCall(method: string, args: unknown[]): string | undefined {
  // Own keys only: `constructor` or `toString` must not find Object.prototype's functions.
  if (!Object.hasOwn(modalMethodSchemas, method)) return 'Unknown method'
  const schema = modalMethodSchemas[method as keyof ModalApi]
  const result = schema.safeParse(args)
  return result.success
    ? undefined
    : `Invalid arguments for ${method}: ${result.error.issues[0]?.message ?? ''}`
}
