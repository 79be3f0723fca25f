// @vitest-environment node

import { installTestLedger } from '@airlock/dev-cloud/ledger'
import { type Address, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import type { LedgerError } from './ledgerErrors.js'
import type { LedgerSession } from './ledgerSession.js'
import { openLedger } from './openLedger.js'
import type { LedgerTransaction } from './signLedgerTransaction.js'

const RECIPIENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PATH = "m/44'/60'/0'/0/0"
const TRANSFER: LedgerTransaction = {
  type: 'eip1559',
  nonce: 0,
  gas: 21_000n,
  maxFeePerGas: 2n,
  maxPriorityFeePerGas: 1n,
  to: RECIPIENT,
  value: parseEther('0.1'),
}
const typedData = {
  domain: { name: 'Airlock', chainId: 1 },
  types: { Note: [{ name: 'text', type: 'string' }] },
  primaryType: 'Note',
  message: { text: 'hi' },
} as const

let session: LedgerSession | undefined
afterEach(async () => {
  await session?.close().catch(() => undefined)
  session = undefined
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: LedgerError) => ({ reason: error.reason, code: error.code, text: error.shortMessage }),
  )

describe('the Ledger device client in each failing state', { timeout: 30_000 }, () => {
  it('says the browser cannot reach USB devices without WebHID', async () => {
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true, writable: true })
    expect(await failure(openLedger())).toEqual({
      reason: 'noWebHid',
      code: 4900,
      text: 'This browser cannot reach USB devices (WebHID)',
    })
  })

  it('says the Ledger was not found when the chooser is closed or the device is out', async () => {
    const { webHid } = installTestLedger()
    webHid.chooser = 'cancel'
    expect(await failure(openLedger())).toMatchObject({
      reason: 'notFound',
      text: 'Ledger not found: connect it by USB and unlock it',
    })
    webHid.chooser = 'pick'
    webHid.unplug()
    expect(await failure(openLedger())).toMatchObject({ reason: 'notFound' })
  })

  it('asks to unlock a locked Ledger, at opening and mid-session', async () => {
    const { device } = installTestLedger({ locked: true })
    expect(await failure(openLedger())).toEqual({ reason: 'locked', code: 4900, text: 'Unlock your Ledger' })
    device.set({ locked: false })
    session = await openLedger()
    device.set({ locked: true })
    expect(await failure(session.listAccounts('bip44', 0))).toMatchObject({ reason: 'locked' })
  })

  it.each(['dashboard', 'Bitcoin', 'other app on CLA 0xE0'] as const)(
    'asks to open the Ethereum app when the %s is open',
    async (openApp) => {
      const { device } = installTestLedger({ openApp })
      expect(await failure(openLedger())).toMatchObject({
        reason: 'appNotOpen',
        text: 'Open the Ethereum app on your Ledger',
      })
      device.set({ openApp: 'Ethereum' })
      session = await openLedger()
      device.set({ openApp })
      expect(await failure(session.signMessage({ path: PATH, address: RECIPIENT }, 'hi'))).toMatchObject({
        reason: 'appNotOpen',
      })
    },
  )

  it('answers 4001 when the user rejects on the device', async () => {
    const { device } = installTestLedger({ decide: () => false, blindSigning: true })
    session = await openLedger()
    const account = { path: PATH, address: device.addressAt(PATH) }
    const rejected = { reason: 'rejected', code: 4001, text: 'Rejected on your Ledger' }
    expect(await failure(session.verifyAddress(account))).toEqual(rejected)
    expect(await failure(session.signMessage(account, 'hi'))).toEqual(rejected)
    expect(await failure(session.signTypedData(account, typedData, 1))).toEqual(rejected)
    expect(await failure(session.signTransaction({ account, transaction: TRANSFER, chainId: 1 }))).toEqual(
      rejected,
    )
  })

  it('asks for blind signing for contract data and typed data while it is off', async () => {
    const { device } = installTestLedger()
    session = await openLedger()
    const account = { path: PATH, address: device.addressAt(PATH) }
    const blind = {
      reason: 'blindSigning',
      code: -32603,
      text: 'Enable blind signing in the Ethereum app settings on your Ledger',
    }
    const call = { ...TRANSFER, data: '0xa9059cbb' } as const
    expect(await failure(session.signTransaction({ account, transaction: call, chainId: 1 }))).toEqual(blind)
    expect(await failure(session.signTypedData(account, typedData, 1))).toEqual(blind)
  })

  it('refuses a request for another chain before the device sees it', async () => {
    const { device } = installTestLedger({ blindSigning: true })
    session = await openLedger()
    const account = { path: PATH, address: device.addressAt(PATH) }
    const wrong = {
      reason: 'wrongNetwork',
      code: 4901,
      text: 'Wrong network: this request is for chain 10, not the connected chain 1',
    }
    expect(
      await failure(
        session.signTransaction({ account, transaction: { ...TRANSFER, chainId: 10 }, chainId: 1 }),
      ),
    ).toEqual(wrong)
    expect(
      await failure(session.signTypedData(account, { ...typedData, domain: { chainId: 10 } }, 1)),
    ).toEqual(wrong)
    expect(device.shown).toEqual([])
  })

  it('refuses a signature from another account than the one expected', async () => {
    installTestLedger()
    session = await openLedger()
    expect(await failure(session.signMessage({ path: PATH, address: RECIPIENT }, 'hi'))).toMatchObject({
      reason: 'wrongAccount',
    })
  })

  it('reports a Ledger unplugged while it waits for the user, and before a request', async () => {
    let shown: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => (shown = resolve))
    const { device, webHid } = installTestLedger({
      decide: () => {
        shown()
        return new Promise<boolean>(() => undefined)
      },
    })
    session = await openLedger()
    const unplugged: string[] = []
    session.onDisconnect(() => unplugged.push('disconnect'))
    const pending = failure(session.signMessage({ path: PATH, address: device.addressAt(PATH) }, 'hi'))
    await waiting
    webHid.unplug()
    expect(await pending).toEqual({
      reason: 'disconnected',
      code: 4900,
      text: 'Your Ledger was disconnected: connect it and try again',
    })
    expect(unplugged).toEqual(['disconnect'])
    expect(await failure(session.listAccounts('bip44', 0))).toMatchObject({ reason: 'disconnected' })
  })

  it('refuses an unsupported transaction type without asking the device', async () => {
    const { device } = installTestLedger()
    session = await openLedger()
    const account = { path: PATH, address: device.addressAt(PATH) }
    const blob = { ...TRANSFER, type: 'eip7702', authorizationList: [] } as unknown as LedgerTransaction
    expect(await failure(session.signTransaction({ account, transaction: blob, chainId: 1 }))).toEqual({
      reason: 'unsupported',
      code: -32603,
      text: 'Your Ledger cannot sign eip7702 transactions here',
    })
    expect(device.shown).toEqual([])
  })
})
