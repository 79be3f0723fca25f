import type { AreaValues } from './defineSetting.js'
import { devnetSettings } from './devnetSettings.js'
import { farcasterSettings } from './farcasterSettings.js'
import { mailSettings } from './mailSettings.js'
import { modalSettings } from './modalSettings.js'
import { onrampSettings } from './onrampSettings.js'
import { serverSettings } from './serverSettings.js'
import { socialSettings } from './socialSettings.js'
import { stackSettings } from './stackSettings.js'
import { walletSettings } from './walletSettings.js'

/**
 * Every setting of the cloud and the modal's server, by area: the file's top-level keys. A new area
 * is one file of `defineSetting`s added here.
 */
export const airlockSettings = {
  cloud: serverSettings,
  modal: modalSettings,
  devnet: devnetSettings,
  onramp: onrampSettings,
  wallet: walletSettings,
  mail: mailSettings,
  social: socialSettings,
  farcaster: farcasterSettings,
  stack: stackSettings,
}

export type AirlockSettings = typeof airlockSettings
export type AirlockConfig = { [A in keyof AirlockSettings]: AreaValues<AirlockSettings[A]> }
