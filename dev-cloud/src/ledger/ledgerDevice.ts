import type { Address } from 'viem'
import { parseApdu, respond } from './apdu.js'
import type { AppContext, Review } from './appContext.js'
import { appAndVersion, CLA_OS } from './dashboard.js'
import { createEthereumApp } from './ethereumApp.js'
import { createHidAssembler, frameResponse } from './hidFraming.js'
import { createKeyring } from './keyring.js'
import { ApduStatusError, StatusWord } from './statusWords.js'

/**
 * What is on the device's screen when a command arrives: the Ethereum app, the dashboard, or another
 * app. The dashboard answers the app's commands with 0x6511 (recent firmware), an app with another
 * class byte with 0x6e00, an app sharing CLA 0xE0 with 0x6d00.
 */
export type OpenApp = 'Ethereum' | 'dashboard' | 'Bitcoin' | 'other app on CLA 0xE0'

const refusal: Record<Exclude<OpenApp, 'Ethereum'>, number> = {
  dashboard: StatusWord.noAppOpen,
  Bitcoin: StatusWord.claNotSupported,
  'other app on CLA 0xE0': StatusWord.insNotSupported,
}

export interface LedgerDeviceSettings {
  /** The PIN screen is up: every command answers 0x5515. */
  locked: boolean
  openApp: OpenApp
  /** The Ethereum app's "Blind signing" setting. */
  blindSigning: boolean
  /** The user's answer to each review; a promise keeps the device on its screen until a test decides. */
  decide: (review: Review) => boolean | Promise<boolean>
  appVersion: string
  osVersion: string
}

export interface LedgerDevice {
  readonly settings: LedgerDeviceSettings
  set(patch: Partial<LedgerDeviceSettings>): void
  /** Every review and refusal shown, oldest first. */
  readonly shown: Review[]
  /** One APDU in, its response (data and status word) out. */
  exchange(apdu: Uint8Array): Promise<Uint8Array>
  /** One 64-byte HID output report in; responses go to the `onInputReport` listeners. */
  receiveReport(report: Uint8Array): void
  onInputReport(listener: (report: Uint8Array) => void): () => void
  addressAt(path: string): Address
}

export interface CreateLedgerDeviceParameters extends Partial<LedgerDeviceSettings> {
  mnemonic: string
}

/**
 * A Ledger device stand-in running the Ethereum app over a BIP-39 seed: it answers the app's APDUs
 * (GET_ADDRESS, GET_APP_CONFIGURATION, SIGN transaction, personal message and hashed EIP-712), the OS's
 * GET_APP_AND_VERSION, and speaks the HID framing hw-transport-webhid writes. Commands run one at a time.
 * @example
 * import { createLedgerDevice } from '@airlock/dev-cloud/ledger'
 * const device = createLedgerDevice({ mnemonic: 'test test test test test test test test test test test junk' })
 * device.set({ locked: true })
 */
export function createLedgerDevice({ mnemonic, ...initial }: CreateLedgerDeviceParameters): LedgerDevice {
  const settings: LedgerDeviceSettings = {
    locked: false,
    openApp: 'Ethereum',
    blindSigning: false,
    decide: () => true,
    appVersion: '1.17.0',
    osVersion: '2.4.2',
    ...initial,
  }
  const keyAt = createKeyring(mnemonic)
  const ethereum = createEthereumApp(settings.appVersion)
  const shown: Review[] = []
  const listeners = new Set<(report: Uint8Array) => void>()
  const assembler = createHidAssembler()
  let queue: Promise<unknown> = Promise.resolve()

  const app: AppContext = {
    keyAt,
    blindSigning: () => settings.blindSigning,
    review: async (review) => {
      shown.push(review)
      return (await settings.decide(review)) === true
    },
    inform: (review) => shown.push(review),
  }

  async function run(bytes: Uint8Array): Promise<Uint8Array> {
    try {
      const apdu = parseApdu(bytes)
      if (settings.locked) throw new ApduStatusError(StatusWord.locked, 'device locked')
      if (apdu.cla === CLA_OS) {
        const name = settings.openApp === 'dashboard' ? 'BOLOS' : settings.openApp
        return respond(appAndVersion(apdu, name, name === 'BOLOS' ? settings.osVersion : settings.appVersion))
      }
      if (settings.openApp !== 'Ethereum')
        throw new ApduStatusError(refusal[settings.openApp], 'app not open')
      return respond(await ethereum.handle(apdu, app))
    } catch (error) {
      if (error instanceof ApduStatusError) return respond(new Uint8Array(), error.status)
      throw error
    }
  }

  const device: LedgerDevice = {
    settings,
    set(patch) {
      Object.assign(settings, patch)
      if (settings.locked || settings.openApp !== 'Ethereum') ethereum.reset()
    },
    shown,
    exchange(apdu) {
      const result = queue.then(() => run(apdu))
      queue = result.catch(() => undefined)
      return result
    },
    receiveReport(report) {
      const framed = assembler.push(report)
      if (!framed) return
      void device.exchange(framed.apdu).then((response) => {
        for (const out of frameResponse(framed.channel, response))
          for (const listener of listeners) listener(out)
      })
    },
    onInputReport(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    addressAt: (path) => keyAt(path).account.address,
  }
  return device
}
