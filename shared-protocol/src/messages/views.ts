import * as z from 'zod'

/** The modal's named views (spec section 2). There are no URL routes. */
export const viewNames = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'WhatIsAWallet',
  'GetWallet',
] as const
export const ViewNameSchema = z.enum(viewNames)
export type ViewName = z.infer<typeof ViewNameSchema>

export const OpenParamsSchema = z
  .object({ view: ViewNameSchema.optional(), namespace: z.string().max(16).optional() })
  .strict()
export type OpenParams = z.infer<typeof OpenParamsSchema>
