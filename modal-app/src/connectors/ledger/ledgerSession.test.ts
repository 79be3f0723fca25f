// @vitest-environment node

import { installTestLedger } from '@airlock/dev-cloud/ledger'
import {
  type Address,
  hexToBytes,
  parseEther,
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
} from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { describeLedgerPrompt } from './devicePrompts.js'
import type { LedgerSession } from './ledgerSession.js'
import { openLedger } from './openLedger.js'
import type { LedgerTransaction } from './signLedgerTransaction.js'

const RECIPIENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETHEREUM = { name: 'Ethereum', symbol: 'ETH' }
const typedData = {
  domain: { name: 'Airlock', version: '1', chainId: 1, verifyingContract: RECIPIENT },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Alice', wallet: RECIPIENT },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

let session: LedgerSession | undefined
afterEach(async () => {
  await session?.close()
  session = undefined
})

// The first test also loads hw-app-eth (seconds on a busy machine).
describe('the Ledger device client over the real WebHID transport and hw-app-eth', {
  timeout: 30_000,
}, () => {
  it('lists 5 accounts a page in each derivation path scheme', async () => {
    const { device } = installTestLedger()
    session = await openLedger()
    const live = await session.listAccounts('ledgerLive', 0)
    expect(live.map((account) => account.address)).toEqual(
      [0, 1, 2, 3, 4].map((i) => device.addressAt(`m/44'/60'/${i}'/0/0`)),
    )
    expect(live[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect((await session.listAccounts('legacy', 1))[0]).toEqual({
      index: 5,
      path: "m/44'/60'/0'/5",
      address: device.addressAt("m/44'/60'/0'/5"),
    })
    expect((await session.listAccounts('bip44', 0))[1]?.address).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    expect(device.shown).toEqual([])
  })

  it('has the user verify an address on the device', async () => {
    const { device } = installTestLedger()
    session = await openLedger()
    const [account] = await session.listAccounts('ledgerLive', 0)
    if (!account) throw new Error('no account')
    await session.verifyAddress(account, 1)
    expect(device.shown[0]?.screens).toEqual(
      describeLedgerPrompt({ kind: 'address', address: account.address, network: ETHEREUM }).screens,
    )
  })

  it('signs personal messages, text and bytes, as the prompt describes', async () => {
    const { device } = installTestLedger()
    session = await openLedger()
    const account = { path: "m/44'/60'/0'/0/0", address: device.addressAt("m/44'/60'/0'/0/0") }
    for (const message of ['Sign in to Airlock', { raw: hexToBytes('0xdeadbeef') }, 'y'.repeat(500)]) {
      const signature = await session.signMessage(account, message)
      expect(await recoverMessageAddress({ message, signature })).toBe(account.address)
      expect(device.shown.at(-1)?.screens).toEqual(describeLedgerPrompt({ kind: 'message', message }).screens)
    }
  })

  it('signs typed data v4 in the hashed mode once blind signing is on', async () => {
    const { device } = installTestLedger({ blindSigning: true })
    session = await openLedger()
    const account = { path: "m/44'/60'/1'/0/0", address: device.addressAt("m/44'/60'/1'/0/0") }
    const signature = await session.signTypedData(account, typedData, 1)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(account.address)
  })

  const transfers: [string, LedgerTransaction][] = [
    [
      'EIP-1559',
      {
        type: 'eip1559',
        nonce: 4,
        gas: 21_000n,
        maxFeePerGas: 20n * 10n ** 9n,
        maxPriorityFeePerGas: 10n ** 9n,
        to: RECIPIENT,
        value: parseEther('0.1'),
      },
    ],
    ['legacy', { type: 'legacy', nonce: 0, gas: 21_000n, gasPrice: 10n ** 9n, to: RECIPIENT, value: 1n }],
    [
      'EIP-2930',
      {
        type: 'eip2930',
        nonce: 2,
        gas: 30_000n,
        gasPrice: 10n ** 9n,
        to: RECIPIENT,
        value: 3n,
        accessList: [],
      },
    ],
  ]
  it.each(transfers)(
    'signs an %s transaction ready for eth_sendRawTransaction',
    async (_name, transaction) => {
      const { device } = installTestLedger()
      session = await openLedger()
      const account = { path: "m/44'/60'/0'/0/2", address: device.addressAt("m/44'/60'/0'/0/2") }
      const signed = await session.signTransaction({ account, transaction, chainId: 1 })
      expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(
        account.address,
      )
      expect(parseTransaction(signed)).toMatchObject({
        chainId: 1,
        to: RECIPIENT.toLowerCase(),
        value: transaction.value,
      })
      const prompt = describeLedgerPrompt({
        kind: 'transaction',
        transaction: { ...transaction, chainId: 1 },
        network: ETHEREUM,
      })
      expect(device.shown.at(-1)?.screens).toEqual(prompt.screens)
    },
  )

  it('signs a contract call on a devnet chain with blind signing on', async () => {
    const { device } = installTestLedger({ blindSigning: true })
    session = await openLedger()
    const account = { path: "m/44'/60'/0'/0/0", address: device.addressAt("m/44'/60'/0'/0/0") }
    const transaction: LedgerTransaction = {
      type: 'eip1559',
      nonce: 0,
      gas: 90_000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
      to: RECIPIENT,
      data: `0xa9059cbb${'00'.repeat(600)}`,
    }
    const signed = await session.signTransaction({ account, transaction, chainId: 31_337 })
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(account.address)
    const prompt = describeLedgerPrompt({
      kind: 'transaction',
      transaction,
      network: { name: 'Chain ID 31337', symbol: 'ETH' },
    })
    expect(device.shown.at(-1)?.screens).toEqual(prompt.screens)
    expect(prompt.summary).toContain('blind signing must be on')
  })
})
