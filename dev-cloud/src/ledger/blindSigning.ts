import type { AppContext, Review } from './appContext.js'
import { ApduStatusError, StatusWord } from './statusWords.js'

/**
 * What the app does with a request it can only blind-sign while the setting is off: it says so on the
 * device and refuses with 0x6a80 (hw-app-eth turns that into EthAppPleaseEnableContractData for a
 * transaction).
 */
export function requireBlindSigning(app: AppContext, kind: Review['kind'], title: string): void {
  if (app.blindSigning()) return
  app.inform({
    kind,
    title,
    screens: [{ label: 'Blind signing', value: 'Enable blind signing in the Settings to sign it' }],
  })
  throw new ApduStatusError(StatusWord.incorrectData, 'blind signing disabled')
}
