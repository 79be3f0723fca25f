import {
  type Address,
  getTypesForEIP712Domain,
  type Hex,
  hashDomain,
  hashStruct,
  parseEther,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  serializeTransaction,
  type TransactionSerializable,
  toHex,
} from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type EthOverHid, openEthOverHid } from './openEthOverHid.js'

const PATH = "44'/60'/0'/0/0"
const RECIPIENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const signature = ({ r, s, v }: { r: string; s: string; v: number | string }): Hex =>
  `0x${r}${s}${(typeof v === 'number' ? v : Number.parseInt(v, 16)).toString(16).padStart(2, '0')}`

/** Has the device sign `transaction` through hw-app-eth and returns the address the signed one recovers to. */
async function signAndRecover(
  eth: EthOverHid['eth'],
  transaction: TransactionSerializable,
): Promise<Address> {
  const signed = await eth.signTransaction(PATH, serializeTransaction(transaction).slice(2), null)
  const signedTx = serializeTransaction(transaction, {
    r: `0x${signed.r}`,
    s: `0x${signed.s}`,
    v: BigInt(`0x${signed.v}`),
  })
  return recoverTransactionAddress({ serializedTransaction: signedTx as never })
}

let open: EthOverHid | undefined
afterEach(async () => {
  await open?.transport.close()
  open = undefined
})

describe('the Ledger stand-in driven by the real hw-app-eth over the real WebHID transport', () => {
  it('reports the address, public key and chain code of a path', async () => {
    open = await openEthOverHid()
    const { eth, device } = open
    const plain = await eth.getAddress(PATH)
    expect(plain.address).toBe(device.addressAt(`m/${PATH}`))
    expect(plain.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(plain.publicKey).toMatch(/^04[0-9a-f]{128}$/)
    expect(plain.chainCode).toBeUndefined()
    const withCode = await eth.getAddress("44'/60'/1'/0/0", false, true)
    expect(withCode.address).toBe(device.addressAt("m/44'/60'/1'/0/0"))
    expect(withCode.chainCode).toMatch(/^[0-9a-f]{64}$/)
    expect(device.shown).toEqual([])
  })

  it('asks the user to verify the address on display, with the network', async () => {
    open = await openEthOverHid()
    const { address } = await open.eth.getAddress(PATH, true, false, '1')
    expect(open.device.shown).toEqual([
      {
        kind: 'address',
        title: 'Verify Ethereum address',
        screens: [
          { label: 'Address', value: address },
          { label: 'Network', value: 'Ethereum' },
        ],
      },
    ])
  })

  it("answers a refused address display with the user's refusal (0x6985) and no address", async () => {
    open = await openEthOverHid({ decide: () => false })
    await expect(open.eth.getAddress(PATH, true)).rejects.toMatchObject({ statusCode: 0x6985 })
    expect(open.device.shown).toEqual([
      expect.objectContaining({ kind: 'address', screens: [expect.objectContaining({ label: 'Address' })] }),
    ])
    // Without the display flag nothing is asked: the same device answers at once.
    expect((await open.eth.getAddress(PATH)).address).toBe(open.device.addressAt(`m/${PATH}`))
    expect(open.device.shown).toHaveLength(1)
  })

  it('reports its configuration and the open app', async () => {
    open = await openEthOverHid({ blindSigning: true })
    expect(await open.eth.getAppConfiguration()).toMatchObject({ arbitraryDataEnabled: 1, version: '1.17.0' })
    const response = await open.transport.send(0xb0, 0x01, 0x00, 0x00)
    expect(response.subarray(0, 10).toString('latin1')).toBe('\x01\x08Ethereum')
  })

  it('signs personal messages, one chunk and many', async () => {
    open = await openEthOverHid()
    const address = open.device.addressAt(`m/${PATH}`)
    for (const message of ['hello ledger', 'x'.repeat(700)]) {
      const signed = await open.eth.signPersonalMessage(PATH, Buffer.from(message).toString('hex'))
      expect(await recoverMessageAddress({ message, signature: signature(signed) })).toBe(address)
    }
    expect(open.device.shown.map((review) => review.screens[0]?.value)).toEqual([
      'hello ledger',
      'x'.repeat(700),
    ])
  })

  it('shows a binary message as hex', async () => {
    open = await openEthOverHid()
    const raw = Uint8Array.of(0, 1, 2, 255)
    const signed = await open.eth.signPersonalMessage(PATH, Buffer.from(raw).toString('hex'))
    expect(await recoverMessageAddress({ message: { raw }, signature: signature(signed) })).toBe(
      open.device.addressAt(`m/${PATH}`),
    )
    expect(open.device.shown[0]?.screens).toEqual([{ label: 'Message', value: '0x000102ff' }])
  })

  it('signs hashed EIP-712 typed data when blind signing is on', async () => {
    open = await openEthOverHid({ blindSigning: true })
    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 1n, verifyingContract: RECIPIENT },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob!' },
    } as const
    const { domain } = typedData
    const types = { EIP712Domain: getTypesForEIP712Domain({ domain }) }
    const domainHash = hashDomain({ domain, types } as Parameters<typeof hashDomain>[0])
    const messageHash = hashStruct({ data: typedData.message, primaryType: 'Mail', types: typedData.types })
    const signed = await open.eth.signEIP712HashedMessage(PATH, domainHash.slice(2), messageHash.slice(2))
    expect(await recoverTypedDataAddress({ ...typedData, signature: signature(signed) })).toBe(
      open.device.addressAt(`m/${PATH}`),
    )
    expect(open.device.shown[0]?.screens.map((screen) => screen.value)).toEqual([domainHash, messageHash])
  })

  const transactions: [string, TransactionSerializable][] = [
    [
      'legacy on mainnet',
      {
        type: 'legacy',
        chainId: 1,
        nonce: 3,
        gasPrice: 10n ** 9n,
        gas: 21_000n,
        to: RECIPIENT,
        value: parseEther('0.1'),
      },
    ],
    [
      'legacy on a chain id past one byte',
      { type: 'legacy', chainId: 31_337, nonce: 0, gasPrice: 1n, gas: 21_000n, to: RECIPIENT, value: 1n },
    ],
    [
      'EIP-2930',
      {
        type: 'eip2930',
        chainId: 137,
        nonce: 1,
        gasPrice: 2n,
        gas: 30_000n,
        to: RECIPIENT,
        value: 5n,
        accessList: [],
      },
    ],
    [
      'EIP-1559',
      {
        type: 'eip1559',
        chainId: 8453,
        nonce: 7,
        maxFeePerGas: 3n * 10n ** 9n,
        maxPriorityFeePerGas: 10n ** 9n,
        gas: 21_000n,
        to: RECIPIENT,
        value: parseEther('1.5'),
      },
    ],
  ]
  it.each(transactions)('signs a %s transaction', async (_name, transaction) => {
    open = await openEthOverHid()
    expect(await signAndRecover(open.eth, transaction)).toBe(open.device.addressAt(`m/${PATH}`))
  })

  it('describes a transaction on its review screens', async () => {
    open = await openEthOverHid()
    const [, transaction] = transactions[3] as [string, TransactionSerializable]
    await open.eth.signTransaction(PATH, serializeTransaction(transaction).slice(2), null)
    expect(open.device.shown).toEqual([
      {
        kind: 'transaction',
        title: 'Review transaction',
        screens: [
          { label: 'Amount', value: '1.5 ETH' },
          { label: 'Address', value: RECIPIENT },
          { label: 'Network', value: 'Base' },
          { label: 'Max fees', value: '0.000063 ETH' },
        ],
      },
    ])
  })

  it.each(['legacy', 'eip1559'] as const)(
    'signs a %s contract call whose data spans chunks',
    async (type) => {
      open = await openEthOverHid({ blindSigning: true })
      const data = toHex(new Uint8Array(900).map((_, i) => i % 251))
      const base = { chainId: 1, nonce: 0, gas: 500_000n, to: RECIPIENT, value: 0n, data }
      const transaction: TransactionSerializable =
        type === 'legacy'
          ? { ...base, type, gasPrice: 1n }
          : { ...base, type, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }
      expect(await signAndRecover(open.eth, transaction)).toBe(open.device.addressAt(`m/${PATH}`))
      expect(open.device.shown[0]?.screens[0]).toEqual({
        label: 'Blind signing',
        value: 'Transaction data cannot be verified',
      })
    },
  )
})
