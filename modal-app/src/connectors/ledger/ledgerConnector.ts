import type { Network, RpcResult } from '@airlock/shared-protocol'
import {
  type Address,
  type Hex,
  hexToBigInt,
  isAddress,
  isHex,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'
import { estimateFeesPerGas, estimateGas, getTransactionCount, sendRawTransaction } from 'viem/actions'
import { msg } from '../../i18n/t.js'
import { toHexChainId } from '../../lib/format.js'
import { loadPersisted, rawEntries } from '../../lib/persistence.js'
import { rpcClient } from '../../lib/rpcClient.js'
import { appStore } from '../../stores/appStore.js'
import { networkForChain } from '../../stores/connections.js'
import { ledgerStore } from '../../stores/ledgerStore.js'
import { type Connected, type Connector, type ConnectorContext, ConnectorError } from '../connector.js'
import { LEDGER_ID } from '../ids.js'
import { describeLedgerPrompt, type LedgerPromptRequest } from './devicePrompts.js'
import { LedgerError, ledgerErrorText, toLedgerError } from './ledgerErrors.js'
import { cancelLedgerPick, waitForLedgerPick } from './ledgerHandOff.js'
import { LEDGER_ICON } from './ledgerIcon.js'
import type { LedgerSession } from './ledgerSession.js'
import { openLedger } from './openLedger.js'
import type { LedgerTransaction } from './signLedgerTransaction.js'
import { typedDataHashes } from './typedDataHashes.js'

/** The modal's own entry for the chosen account: an address and its derivation path, nothing secret. */
export const LEDGER_ACCOUNT_KEY = '@airlock/ledger_account'
/** The spec's decline text (section 8), answered with 4001 when the visitor refuses on the device. */
export const LEDGER_DECLINED = 'Signature declined'
// A typed-data payload or message larger than this is refused before it reaches the device.
const MAX_PAYLOAD = 64 * 1024
const PATH = /^m(\/\d{1,10}'?){2,6}$/

interface LedgerAccountRef {
  address: Address
  path: string
}

const refused = (code: number, message: string): RpcResult => ({ ok: false, error: { code, message } })
const WALLET_INFO = { name: 'Ledger', icon: LEDGER_ICON }
/** What Connect's Recent remembers of a Ledger connection: the row draws its own icon. */
export const LEDGER_RECENT = { id: LEDGER_ID, name: 'Ledger' }

/** The Ledger connector: the Connector contract, and what only a device can do for the Account view. */
export interface LedgerConnector extends Connector {
  /**
   * Shows the connected address on the device for the visitor to compare, with the active network;
   * rejects with a LedgerError (`rejected` when the visitor refuses it there).
   */
  verifyAddress(): Promise<void>
}

function readStoredAccount(): LedgerAccountRef | undefined {
  try {
    const value = JSON.parse(rawEntries.get(LEDGER_ACCOUNT_KEY) ?? 'null') as Partial<LedgerAccountRef> | null
    if (typeof value?.address === 'string' && isAddress(value.address) && typeof value.path === 'string')
      return PATH.test(value.path) ? { address: value.address, path: value.path } : undefined
  } catch {}
  return undefined
}

/** The EVM network a connection starts on: the active one when it is EVM, else the app's first. */
function startNetwork(): Network | undefined {
  const { activeNetwork, networks } = appStore.getState()
  if (activeNetwork?.chainNamespace === 'eip155') return activeNetwork
  const stored = loadPersisted().activeNetworkId
  return (
    networks.find((n) => n.caipNetworkId === stored && n.chainNamespace === 'eip155') ??
    networks.find((n) => n.chainNamespace === 'eip155')
  )
}

const promptNetwork = (network: Network) => ({
  name: network.name,
  symbol: network.nativeCurrency.symbol,
  decimals: network.nativeCurrency.decimals,
})

const asBigInt = (value: unknown): bigint | undefined =>
  typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined

/**
 * Spec section 3's EXTERNAL connector for a Ledger over WebHID (eip155 only). The visitor picks the
 * account in ConnectingLedger, which opens the device from its click and hands both over
 * (ledgerHandOff.ts); after a reload the account comes back from storage at once and the device is
 * opened again, without a gesture (a device this origin was granted), at the first request that needs it.
 */
export function createLedgerConnector(context: ConnectorContext): LedgerConnector {
  let session: LedgerSession | undefined
  let opening: Promise<LedgerSession> | undefined
  let account: LedgerAccountRef | undefined

  function adopt(next: LedgerSession) {
    if (session && session !== next) void session.close().catch(() => undefined)
    session = next
    next.onDisconnect(() => {
      if (session === next) session = undefined
    })
  }

  function device(): Promise<LedgerSession> {
    if (session) return Promise.resolve(session)
    opening ??= openLedger()
      .then((opened) => {
        adopt(opened)
        return opened
      })
      .finally(() => {
        opening = undefined
      })
    return opening
  }

  // A new connection puts the Ledger first in Recent; a restore leaves Recent as it was.
  const connected = (ref: LedgerAccountRef, network: Network, fresh: boolean): Connected => ({
    accounts: [{ namespace: 'eip155', address: ref.address, network, walletInfo: WALLET_INFO }],
    recent: fresh ? LEDGER_RECENT : null,
  })

  /**
   * A request the device must approve: ApproveTransaction shows "Confirm on your Ledger" with the
   * screens to expect; a refusal is the spec's decline (4001), anything else is also said in a snackbar.
   */
  function onDevice(prompt: LedgerPromptRequest | undefined, work: (s: LedgerSession) => Promise<RpcResult>) {
    return context.withApproval(
      async () => {
        ledgerStore.setState({ prompt: prompt ? describeLedgerPrompt(prompt) : undefined })
        try {
          return await work(await device())
        } catch (error) {
          const failure = toLedgerError(error)
          if (failure.reason === 'rejected') return refused(4001, LEDGER_DECLINED)
          if (failure.reason === 'disconnected') session = undefined
          // The snackbar in the visitor's language; the dApp gets the English text.
          context.notify('error', ledgerErrorText(failure))
          return refused(failure.code, failure.shortMessage)
        } finally {
          ledgerStore.setState({ prompt: undefined })
        }
      },
      () => undefined,
    )
  }

  async function rpc(network: Network, method: string, params: unknown): Promise<RpcResult> {
    try {
      return { ok: true, result: await rpcClient(network).request({ method, params } as never) }
    } catch (error) {
      return refused(-32603, (error as Error).message)
    }
  }

  const sameAccount = (address: unknown) =>
    typeof address === 'string' && address.toLowerCase() === account?.address.toLowerCase()

  function personalSign(params: unknown[]): Promise<RpcResult> | RpcResult {
    const [message, address] = params
    if (typeof message !== 'string' || message.length > MAX_PAYLOAD) return refused(-32602, 'Invalid message')
    if (!sameAccount(address)) return refused(4100, 'The address is not the connected account')
    const signable = isHex(message) ? { raw: message as Hex } : message
    const ref = account as LedgerAccountRef
    return onDevice({ kind: 'message', message: signable }, async (s) => ({
      ok: true,
      result: await s.signMessage(ref, signable),
    }))
  }

  function signTypedData(params: unknown[], network: Network): Promise<RpcResult> | RpcResult {
    const [address, data] = params
    if (!sameAccount(address)) return refused(4100, 'The address is not the connected account')
    let typedData: TypedDataDefinition<TypedData, string>
    try {
      if (typeof data === 'string' && data.length > MAX_PAYLOAD) throw new Error('too large')
      typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition<
        TypedData,
        string
      >
      if (typeof typedData !== 'object' || typedData === null || typeof typedData.primaryType !== 'string')
        throw new Error('not typed data')
    } catch {
      return refused(-32602, 'Invalid typed data')
    }
    const ref = account as LedgerAccountRef
    let hashes: ReturnType<typeof typedDataHashes>
    try {
      hashes = typedDataHashes(typedData)
    } catch (error) {
      return refused(-32602, `Invalid typed data: ${(error as Error).message}`)
    }
    return onDevice({ kind: 'typedData', ...hashes }, async (s) => ({
      ok: true,
      result: await s.signTypedData(ref, typedData, Number(network.id)),
    }))
  }

  async function sendTransaction(params: unknown[], network: Network): Promise<RpcResult> {
    const call = params[0] as Record<string, unknown> | undefined
    if (typeof call !== 'object' || call === null) return refused(-32602, 'Invalid transaction')
    if (call.from !== undefined && !sameAccount(call.from))
      return refused(4100, 'The address is not the connected account')
    if (call.to !== undefined && call.to !== null && !(typeof call.to === 'string' && isAddress(call.to)))
      return refused(-32602, 'Invalid recipient')
    if (call.data !== undefined && !(typeof call.data === 'string' && isHex(call.data)))
      return refused(-32602, 'Invalid data')
    const ref = account as LedgerAccountRef
    const client = rpcClient(network)
    let transaction: LedgerTransaction
    try {
      const to = (call.to ?? undefined) as Address | undefined
      const value = asBigInt(call.value) ?? 0n
      const data = call.data as Hex | undefined
      const nonce =
        asBigInt(call.nonce) !== undefined
          ? Number(asBigInt(call.nonce))
          : await getTransactionCount(client, { address: ref.address, blockTag: 'pending' })
      const gas = asBigInt(call.gas) ?? (await estimateGas(client, { account: ref.address, to, value, data }))
      const fees = await estimateFeesPerGas(client, { chain: null })
      transaction = {
        type: 'eip1559',
        to,
        value,
        data,
        nonce,
        gas,
        maxFeePerGas: asBigInt(call.maxFeePerGas) ?? fees.maxFeePerGas,
        maxPriorityFeePerGas: asBigInt(call.maxPriorityFeePerGas) ?? fees.maxPriorityFeePerGas,
      }
    } catch (error) {
      return refused(-32603, (error as Error).message)
    }
    const chainId = Number(network.id)
    return onDevice({ kind: 'transaction', transaction, network: promptNetwork(network) }, async (s) => {
      const signed = await s.signTransaction({ account: ref, transaction, chainId })
      // The node's refusal (funds, nonce) is said in its own words, not as a device failure.
      try {
        return { ok: true, result: await sendRawTransaction(client, { serializedTransaction: signed }) }
      } catch (error) {
        // viem's `details` is the node's own message under its generic one.
        const { details, shortMessage, message } = error as {
          details?: string
          shortMessage?: string
          message: string
        }
        return refused(-32603, details || shortMessage || message)
      }
    })
  }

  return {
    id: LEDGER_ID,
    type: 'EXTERNAL',
    sharedSession: false,
    async connect(namespace) {
      if (namespace !== 'eip155') throw new ConnectorError(msg('A Ledger connects Ethereum accounts only'))
      const network = startNetwork()
      if (!network) throw new ConnectorError(msg('This app lists no Ethereum network'))
      const { session: picked, account: chosen } = await waitForLedgerPick()
      adopt(picked)
      account = { address: chosen.address, path: chosen.path }
      rawEntries.set({ [LEDGER_ACCOUNT_KEY]: JSON.stringify(account) })
      return connected(account, network, true)
    },
    async restore(namespace) {
      const stored = readStoredAccount()
      const network = startNetwork()
      if (namespace !== 'eip155' || !stored || !network) return undefined
      account = stored
      return connected(stored, network, false)
    },
    async disconnect() {
      account = undefined
      rawEntries.set({ [LEDGER_ACCOUNT_KEY]: null })
      const closing = session
      session = undefined
      await closing?.close().catch(() => undefined)
    },
    async request({ method, params, network }) {
      if (!account) return refused(4100, 'No Ledger account is connected')
      const active = network ?? startNetwork()
      if (active?.chainNamespace !== 'eip155') return refused(4901, 'Chain is not supported')
      const list = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return { ok: true, result: [account.address] }
        case 'eth_chainId':
          return { ok: true, result: toHexChainId(Number(active.id)) }
        case 'personal_sign':
          return personalSign(list)
        case 'eth_signTypedData_v4':
          return signTypedData(list, active)
        case 'eth_sendTransaction':
          return sendTransaction(list, active)
        case 'eth_sign':
        case 'eth_signTransaction':
        case 'eth_signTypedData':
        case 'eth_signTypedData_v3':
          return refused(4200, `${method} is not supported by the Ledger connector`)
        default:
          return rpc(active, method, params)
      }
    },
    async switchChain(network) {
      // The device signs with whatever chain id it is given: moving is only the modal's choice.
      if (network.chainNamespace !== 'eip155' || !networkForChain(Number(network.id)))
        return refused(4902, `Unrecognized chain ${String(network.id)}`)
      return { ok: true, result: null }
    },
    cancel: () => cancelLedgerPick(),
    async verifyAddress() {
      const ref = account
      const network = startNetwork()
      if (!ref) throw new LedgerError('failed', { text: msg('No Ledger account is connected') })
      try {
        await (await device()).verifyAddress(ref, network ? Number(network.id) : undefined)
      } catch (error) {
        const failure = toLedgerError(error)
        if (failure.reason === 'disconnected') session = undefined
        throw failure
      }
    },
  }
}
