import type { RpcMethod } from '../rpcMethod.js'
import { accountMethods } from './accountMethods.js'
import { airdropMethods } from './airdropMethods.js'
import { blockMethods } from './blockMethods.js'
import { historyMethods } from './historyMethods.js'
import { sendMethods } from './sendMethods.js'
import { tokenMethods } from './tokenMethods.js'

/** Every JSON-RPC method the local chain serves, by name. */
export const SOLANA_RPC_METHODS: Readonly<Record<string, RpcMethod>> = {
  ...accountMethods,
  ...blockMethods,
  ...sendMethods,
  ...historyMethods,
  ...tokenMethods,
  ...airdropMethods,
}
