import { encodeBase58, encodeBase64, type RpcResult } from '@airlock/shared-protocol/host'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { invalidRequest, refuse, toStandardError } from './standardErrors.js'
import {
  InvalidParamsError,
  isAddress,
  type Params,
  readAddress,
  readBase58,
  readChain,
  readParams,
  readSendOptions,
  readTransaction,
} from './standardParams.js'
import { featureOf, solanaChainsOf } from './standardWallet.js'

type Method = (...inputs: unknown[]) => Promise<unknown>

// Thrown as the wallet's own errors would be, so toStandardError keeps the code.
const fail = (code: number, message: string) => Object.assign(new Error(message), { code })

/** Bytes a wallet returned: a Uint8Array (a Buffer is one), or a plain array of bytes from a careless one. */
function bytesOf(value: unknown, length?: number): Uint8Array {
  const bytes =
    value instanceof Uint8Array
      ? value
      : Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= 0 && n < 256)
        ? Uint8Array.from(value)
        : undefined
  if (!bytes?.length || (length !== undefined && bytes.length !== length))
    throw fail(-32603, 'The wallet returned an invalid answer')
  return bytes
}

/** The first output of a feature called with one input (the standard's methods take and give lists). */
async function callFeature(wallet: Wallet, feature: string, method: string, input?: unknown) {
  const run = featureOf<Record<string, unknown>>(wallet, feature)?.[method]
  if (typeof run !== 'function') throw fail(4200, `${wallet.name} does not support ${feature}`)
  return (run as Method).call(featureOf(wallet, feature), ...(input === undefined ? [] : [input]))
}

async function firstOutput(wallet: Wallet, feature: string, method: string, input: unknown) {
  const outputs = await callFeature(wallet, feature, method, input)
  const output = Array.isArray(outputs) ? (outputs[0] as Record<string, unknown> | undefined) : undefined
  if (typeof output !== 'object' || output === null)
    throw fail(-32603, 'The wallet returned an invalid answer')
  return output
}

/** The wallet's account object the features take: it must be one the wallet gave this page. */
function accountOf(wallet: Wallet, params: Params): WalletAccount {
  const address = readAddress(params, 'account')
  const account = (Array.isArray(wallet.accounts) ? wallet.accounts : []).find((a) => a?.address === address)
  if (!account) throw fail(4100, `${address} is not an account ${wallet.name} has connected`)
  return account
}

const methods: Record<string, (wallet: Wallet, params: Params) => Promise<unknown>> = {
  async 'standard:connect'(wallet, params) {
    if (params.silent !== undefined && typeof params.silent !== 'boolean')
      throw new InvalidParamsError('silent must be a boolean')
    const output = await callFeature(wallet, 'standard:connect', 'connect', {
      silent: params.silent === true,
    })
    const accounts = (output as { accounts?: unknown } | null)?.accounts
    if (!Array.isArray(accounts)) throw fail(-32603, 'The wallet returned an invalid answer')
    return {
      accounts: accounts
        .filter((a) => isAddress((a as { address?: unknown } | null)?.address))
        .map((a: WalletAccount) => ({ address: a.address, chains: solanaChainsOf(a.chains) })),
    }
  },
  async 'standard:disconnect'(wallet) {
    // A wallet without the feature keeps no per-site grant to revoke: nothing to do.
    if (featureOf(wallet, 'standard:disconnect'))
      await callFeature(wallet, 'standard:disconnect', 'disconnect')
    return null
  },
  async 'solana:signMessage'(wallet, params) {
    const input = { account: accountOf(wallet, params), message: readBase58(params, 'message') }
    const output = await firstOutput(wallet, 'solana:signMessage', 'signMessage', input)
    return { signature: encodeBase58(bytesOf(output.signature, 64)) }
  },
  async 'solana:signTransaction'(wallet, params) {
    const input = {
      account: accountOf(wallet, params),
      chain: readChain(params),
      transaction: readTransaction(params, 'transaction'),
    }
    const output = await firstOutput(wallet, 'solana:signTransaction', 'signTransaction', input)
    return { transaction: encodeBase64(bytesOf(output.signedTransaction)) }
  },
  async 'solana:signAndSendTransaction'(wallet, params) {
    const options = readSendOptions(params)
    const input = {
      account: accountOf(wallet, params),
      chain: readChain(params),
      transaction: readTransaction(params, 'transaction'),
      ...(options ? { options } : {}),
    }
    const output = await firstOutput(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction', input)
    return { signature: encodeBase58(bytesOf(output.signature, 64)) }
  },
}

/**
 * Runs one of the modal's Solana requests on a Wallet Standard wallet of the host page (contract:
 * the feature's name as `method`, addresses and messages in base58, transactions in base64), so the
 * wallet sees the dApp's origin. Params are checked before the wallet is called.
 */
export async function runStandardRequest(
  wallet: Wallet,
  method: string,
  params: unknown,
): Promise<RpcResult> {
  const run = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!run) return refuse(4200, `Unsupported method ${method}`)
  try {
    return { ok: true, result: await run(wallet, readParams(params)) }
  } catch (error) {
    return error instanceof InvalidParamsError ? invalidRequest(error.message) : toStandardError(error)
  }
}
