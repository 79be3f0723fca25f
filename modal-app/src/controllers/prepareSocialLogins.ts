import { socialsAvailable } from '../embedded/embeddedAvailable.js'
import { loadEmbedded } from '../embedded/embeddedId.js'
import { leftFor } from '../embedded/socialReturn.js'
import { onFirstOpen } from './hostScripts.js'
import { askTelegramHost } from './telegramHost.js'

/**
 * At idle, once the modal is ready (prepareConnectors): a social sign-in that left the page
 * (Telegram) and came back is finished; where social logins are shown, the page is asked on the
 * first open whether it runs in Telegram's in-app browser (its restrictions, and no popup there), so
 * the social buttons have the answer when they render.
 */
export function prepareSocialLogins() {
  if (leftFor()) void loadEmbedded().then((m) => m.resumeSocialLogin())
  onFirstOpen(() => {
    if (socialsAvailable().length === 0) return
    void askTelegramHost()
  })
}
