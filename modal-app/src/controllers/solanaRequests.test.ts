import {
  encodeBase58,
  encodeBase64,
  type HostApi,
  type Network,
  solanaCaipNetworkIds,
  type WalletRequest,
} from '@airlock/shared-protocol'
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setHost } from '../lib/hostBridge.js'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import { solanaRequest } from './solanaRequests.js'

vi.mock('./balance.js', () => ({ refreshBalance: async () => undefined }))

const localnet: Network = {
  ...testNetwork(),
  id: solanaCaipNetworkIds.localnet.slice(7),
  caipNetworkId: solanaCaipNetworkIds.localnet,
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
}
const payer = Keypair.generate()
const HI = encodeBase58(new TextEncoder().encode('hi'))
const address = payer.publicKey.toBase58()
const unsigned = () =>
  encodeBase64(
    new Transaction({ feePayer: payer.publicKey, recentBlockhash: encodeBase58(new Uint8Array(32).fill(1)) })
      .add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      )
      .serialize({ requireAllSignatures: false, verifySignatures: false }),
  )

let seen: WalletRequest[] = []
let answer: (request: WalletRequest) => unknown
function hostWallet() {
  setHost({
    walletRequest: async (request: WalletRequest) => {
      seen.push(request)
      return answer(request)
    },
  } as unknown as HostApi)
}

beforeEach(() => {
  seen = []
  answer = () => ({ ok: true, result: null })
  hostWallet()
  appStore.setState(
    {
      ...initialState(),
      networks: [localnet],
      activeNetwork: localnet,
      status: 'connected',
      address,
      connectorId: 'ws:wallet',
      connections: {
        solana: { address, connectorId: 'ws:wallet', walletInfo: undefined, network: localnet },
      },
    },
    true,
  )
})

describe('solanaRequest on a host Wallet Standard wallet', () => {
  it('runs signMessage as the wallet feature, for the connected account', async () => {
    answer = () => ({ ok: true, result: { signature: '5'.repeat(87) } })
    const result = await solanaRequest('solana_signMessage', {
      message: encodeBase58(new Uint8Array([104, 105])),
    })
    expect(result).toEqual({ ok: true, result: { signature: '5'.repeat(87) } })
    expect(seen).toEqual([
      {
        walletId: 'ws:wallet',
        method: 'solana:signMessage',
        namespace: 'solana',
        params: { account: address, message: HI },
      },
    ])
  })

  it('answers a signed transaction with its signer signature, whichever form the wallet sends', async () => {
    const tx = unsigned()
    const signed = Transaction.from(Buffer.from(tx, 'base64'))
    signed.sign(payer)
    const signedBase64 = encodeBase64(signed.serialize())
    const signature = encodeBase58(signed.signature as Uint8Array)
    answer = () => ({ ok: true, result: { transaction: signedBase64 } })
    expect(await solanaRequest('solana_signTransaction', { transaction: tx })).toEqual({
      ok: true,
      result: { signature, transaction: signedBase64 },
    })
    expect(seen[0]?.params).toEqual({ account: address, chain: 'solana:localnet', transaction: tx })
    // A wallet answering the signature only (WalletConnect's older form): put in its slot.
    answer = () => ({ ok: true, result: { signature } })
    expect(await solanaRequest('solana_signAllTransactions', { transactions: [tx, tx] })).toEqual({
      ok: true,
      result: { transactions: [signedBase64, signedBase64] },
    })
  })

  it('passes a decline on and refuses bad input before the wallet is asked', async () => {
    answer = () => ({ ok: false, error: { code: 4001, message: 'User rejected the request.' } })
    expect(await solanaRequest('solana_signAndSendTransaction', { transaction: unsigned() })).toEqual({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })
    seen = []
    const big = encodeBase64(new Uint8Array(1233))
    for (const [method, params] of [
      ['solana_signMessage', { message: '0OIl' }],
      ['solana_signMessage', { message: '' }],
      ['solana_signTransaction', { transaction: 'not base64!' }],
      ['solana_signTransaction', { transaction: big }],
      ['solana_signAllTransactions', { transactions: [] }],
      ['solana_signAndSendTransaction', []],
    ] as const)
      expect(await solanaRequest(method, params)).toMatchObject({ ok: false, error: { code: -32602 } })
    expect(await solanaRequest('solana_signMessage', { message: HI, pubkey: '1'.repeat(32) })).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
    expect(await solanaRequest('solana_signIn', {})).toMatchObject({ ok: false, error: { code: 4200 } })
    expect(seen).toEqual([])
  })

  it('refuses a wallet answer that is not a signature, and any request without a Solana account', async () => {
    answer = () => ({ ok: true, result: { signature: 42 } })
    expect(await solanaRequest('solana_signMessage', { message: HI })).toMatchObject({
      ok: false,
      error: { message: 'Invalid answer from the wallet' },
    })
    appStore.setState({ connections: {}, status: 'disconnected', address: undefined })
    expect(await solanaRequest('solana_signMessage', { message: HI })).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
  })
})
