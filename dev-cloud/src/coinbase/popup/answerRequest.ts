// What the stand-in does with a decrypted request: asks the user, then signs with its EOA key (viem)
// or sends to the dev chain. Answers are the SDK's `result`: `{ value }` or `{ error: { code, message } }`.
import {
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToString,
  http,
  isAddressEqual,
  isHex,
  type LocalAccount,
} from 'viem'
import { askApproval } from './approvalView.ts'

export type RpcAnswer = { value: unknown } | { error: { code: number; message: string } }

export interface WalletContext {
  account: LocalAccount
  /** The chains the stand-in serves: chain id to RPC URL (the dev chain). */
  chains: Record<number, string>
}

const declined = { error: { code: 4001, message: 'User rejected the request.' } }
const fail = (code: number, message: string): RpcAnswer => ({ error: { code, message } })
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The message as text when it is printable UTF-8, else its hex. */
function readable(message: Hex): string {
  try {
    const text = hexToString(message)
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : message
  } catch {
    return message
  }
}

async function personalSign(params: unknown, { account }: WalletContext): Promise<RpcAnswer> {
  const [message, address] = Array.isArray(params) ? params : []
  if (typeof message !== 'string' || typeof address !== 'string') return fail(-32602, 'Invalid params')
  if (!isHex(address) || !isAddressEqual(address, account.address)) return fail(4100, 'Unknown account')
  const raw = isHex(message) ? message : undefined
  if (!(await askApproval('Sign', 'Signature request', raw ? readable(raw) : message))) return declined
  return { value: await account.signMessage({ message: raw ? { raw } : message }) }
}

async function signTypedData(params: unknown, { account }: WalletContext): Promise<RpcAnswer> {
  const [address, data] = Array.isArray(params) ? params : []
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address))
    return fail(4100, 'Unknown account')
  let typed: unknown
  try {
    typed = typeof data === 'string' ? JSON.parse(data) : data
  } catch {
    return fail(-32602, 'Typed data is not JSON')
  }
  if (
    !isRecord(typed) ||
    !isRecord(typed.types) ||
    typeof typed.primaryType !== 'string' ||
    !isRecord(typed.message)
  )
    return fail(-32602, 'Invalid typed data')
  if (!(await askApproval('Sign', `Sign ${typed.primaryType}`, JSON.stringify(typed.message, null, 2))))
    return declined
  const { EIP712Domain: _, ...types } = typed.types
  // The dApp's typed data is only known at run time: viem checks it as it encodes.
  const sign = account.signTypedData as (parameters: Record<string, unknown>) => Promise<Hex>
  try {
    return {
      value: await sign({
        domain: typed.domain ?? {},
        types,
        primaryType: typed.primaryType,
        message: typed.message,
      }),
    }
  } catch (error) {
    return fail(-32602, `Invalid typed data: ${(error as Error).message.split('\n')[0]}`)
  }
}

const optionalHex = (value: unknown) => (typeof value === 'string' && isHex(value) ? value : undefined)

async function sendTransaction(params: unknown, chainId: number, context: WalletContext): Promise<RpcAnswer> {
  const [tx] = Array.isArray(params) ? params : []
  if (!isRecord(tx)) return fail(-32602, 'Invalid params')
  const { account, chains } = context
  const from = optionalHex(tx.from)
  if (from && !isAddressEqual(from, account.address)) return fail(4100, 'Unknown account')
  const rpcUrl = chains[chainId]
  if (!rpcUrl) return fail(4902, `Unrecognized chain ID ${chainId}`)
  const to = optionalHex(tx.to)
  const value = optionalHex(tx.value)
  const data = optionalHex(tx.data)
  const gas = optionalHex(tx.gas)
  const detail = JSON.stringify(
    { to, value: value ? hexToBigInt(value).toString() : '0', data, chainId },
    null,
    2,
  )
  if (!(await askApproval('Confirm', 'Send transaction', detail))) return declined
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
  try {
    const hash = await client.sendTransaction({
      to: to ?? null,
      ...(value ? { value: hexToBigInt(value) } : {}),
      ...(data ? { data } : {}),
      ...(gas ? { gas: hexToBigInt(gas) } : {}),
    })
    return { value: hash }
  } catch (error) {
    return fail(-32603, (error as { shortMessage?: string }).shortMessage ?? 'Transaction failed')
  }
}

function switchChain(params: unknown, { chains }: WalletContext): RpcAnswer {
  const [target] = Array.isArray(params) ? params : []
  const chainId = isRecord(target) && typeof target.chainId === 'string' ? Number(target.chainId) : Number.NaN
  if (!Number.isSafeInteger(chainId)) return fail(-32602, 'Invalid params')
  return chains[chainId] ? { value: null } : fail(4902, `Unrecognized chain ID ${chainId}`)
}

/** Answers one request the SDK sent encrypted (`action` on `chainId`). */
export function answerRequest(method: string, params: unknown, chainId: number, context: WalletContext) {
  switch (method) {
    case 'personal_sign':
      return personalSign(params, context)
    case 'eth_signTypedData_v4':
      return signTypedData(params, context)
    case 'eth_sendTransaction':
      return sendTransaction(params, chainId, context)
    case 'wallet_switchEthereumChain':
      return Promise.resolve(switchChain(params, context))
    default:
      return Promise.resolve(fail(4200, `The stand-in does not support ${method.slice(0, 64)}`))
  }
}
