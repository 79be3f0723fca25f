import { parseEther, serializeTransaction } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type EthOverHid, openEthOverHid } from './openEthOverHid.js'
import { StatusWord } from './statusWords.js'

const PATH = "44'/60'/0'/0/0"
const TRANSFER = serializeTransaction({
  type: 'eip1559',
  chainId: 1,
  nonce: 0,
  maxFeePerGas: 2n,
  maxPriorityFeePerGas: 1n,
  gas: 21_000n,
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: parseEther('0.1'),
}).slice(2)
const CONTRACT_CALL = serializeTransaction({
  type: 'eip1559',
  chainId: 1,
  nonce: 0,
  maxFeePerGas: 2n,
  maxPriorityFeePerGas: 1n,
  gas: 50_000n,
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  data: '0xa9059cbb',
}).slice(2)

let open: EthOverHid | undefined
afterEach(async () => {
  await open?.transport.close()
  open = undefined
})

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { statusCode?: number }) => error.statusCode,
  )

describe('the Ledger stand-in in each device state', () => {
  it('answers every command with 0x5515 while locked, and again once unlocked', async () => {
    open = await openEthOverHid({ locked: true })
    expect(await statusOf(open.eth.getAddress(PATH))).toBe(StatusWord.locked)
    expect(await statusOf(open.transport.send(0xb0, 0x01, 0, 0))).toBe(StatusWord.locked)
    open.device.set({ locked: false })
    expect(await statusOf(open.eth.getAddress(PATH))).toBe('resolved')
  })

  it.each([
    ['dashboard', StatusWord.noAppOpen],
    ['Bitcoin', StatusWord.claNotSupported],
    ['other app on CLA 0xE0', StatusWord.insNotSupported],
  ] as const)('refuses the Ethereum app commands when the %s is open', async (openApp, status) => {
    open = await openEthOverHid({ openApp })
    expect(await statusOf(open.eth.getAddress(PATH))).toBe(status)
    const name = openApp === 'dashboard' ? 'BOLOS' : openApp
    const response = await open.transport.send(0xb0, 0x01, 0, 0)
    expect(response.subarray(2, 2 + name.length).toString('latin1')).toBe(name)
  })

  it('answers 0x6985 when the user rejects on the device, for each kind of review', async () => {
    open = await openEthOverHid({ decide: () => false, blindSigning: true })
    const { eth } = open
    expect(await statusOf(eth.getAddress(PATH, true))).toBe(StatusWord.rejected)
    expect(await statusOf(eth.signPersonalMessage(PATH, '6869'))).toBe(StatusWord.rejected)
    expect(await statusOf(eth.signTransaction(PATH, TRANSFER, null))).toBe(StatusWord.rejected)
    expect(await statusOf(eth.signEIP712HashedMessage(PATH, '11'.repeat(32), '22'.repeat(32)))).toBe(
      StatusWord.rejected,
    )
    expect(open.device.shown.map((review) => review.kind)).toEqual([
      'address',
      'message',
      'transaction',
      'typedData',
    ])
  })

  it('holds the device on its review until the user decides', async () => {
    let decide: (approved: boolean) => void = () => undefined
    open = await openEthOverHid({ decide: () => new Promise<boolean>((resolve) => (decide = resolve)) })
    const pending = statusOf(open.eth.signPersonalMessage(PATH, '6869'))
    await expect.poll(() => open?.device.shown.length).toBe(1)
    decide(false)
    expect(await pending).toBe(StatusWord.rejected)
  })

  it('refuses contract data and hashed typed data while blind signing is off', async () => {
    open = await openEthOverHid()
    const error = await open.eth.signTransaction(PATH, CONTRACT_CALL, null).catch((caught: Error) => caught)
    expect(error).toMatchObject({ name: 'EthAppPleaseEnableContractData' })
    expect(await statusOf(open.eth.signEIP712HashedMessage(PATH, '11'.repeat(32), '22'.repeat(32)))).toBe(
      StatusWord.incorrectData,
    )
    expect(await statusOf(open.eth.signTransaction(PATH, TRANSFER, null))).toBe('resolved')
    expect(open.device.shown.map((review) => review.title)).toEqual([
      'This transaction cannot be clear-signed',
      'This message cannot be clear-signed',
      'Review transaction',
    ])
  })

  it('refuses wrong parameters and malformed data without changing its state', async () => {
    open = await openEthOverHid()
    const { transport } = open
    const path = Buffer.from('058000002c8000003c800000000000000000000000', 'hex')
    expect(await statusOf(transport.send(0xe0, 0x02, 0x02, 0x00, path))).toBe(StatusWord.incorrectP1P2)
    expect(await statusOf(transport.send(0xe0, 0x06, 0x01, 0x00))).toBe(StatusWord.incorrectP1P2)
    expect(await statusOf(transport.send(0xe0, 0x02, 0x00, 0x00, Buffer.from('0b', 'hex')))).toBe(
      StatusWord.incorrectData,
    )
    expect(await statusOf(transport.send(0xe0, 0x08, 0x80, 0x00, Buffer.from('6869', 'hex')))).toBe(
      StatusWord.rejected,
    )
    expect(
      await statusOf(
        transport.send(0xe0, 0x04, 0x00, 0x00, Buffer.concat([path, Buffer.from('07c0', 'hex')])),
      ),
    ).toBe(StatusWord.incorrectData)
    expect(await statusOf(transport.send(0xe0, 0x0c, 0x00, 0x01, path))).toBe(StatusWord.rejected)
    expect(await statusOf(transport.send(0xe0, 0x42, 0x00, 0x00))).toBe(StatusWord.insNotSupported)
    expect(await statusOf(transport.send(0xe1, 0x02, 0x00, 0x00, path))).toBe(StatusWord.claNotSupported)
    expect(open.device.shown).toEqual([])
    expect(await statusOf(open.eth.signTransaction(PATH, TRANSFER, null))).toBe('resolved')
  })

  it('refuses a following chunk once a signature has been cut short by the lock', async () => {
    open = await openEthOverHid()
    const { transport, device } = open
    const path = Buffer.from('058000002c8000003c800000000000000000000000', 'hex')
    // An EIP-1559 list announcing 107 bytes, none of them sent yet.
    const first = Buffer.concat([path, Buffer.from('02f86b', 'hex')])
    expect(await statusOf(transport.send(0xe0, 0x04, 0x00, 0x00, first))).toBe('resolved')
    device.set({ locked: true })
    device.set({ locked: false })
    expect(await statusOf(transport.send(0xe0, 0x04, 0x80, 0x00, Buffer.from('01', 'hex')))).toBe(
      StatusWord.rejected,
    )
  })
})
