import type { SocialProviderConfig } from './socialConfig.js'

/**
 * Telegram's login page for our bot (`bot_id`), as its login widget opens it: `origin` is the site
 * Telegram shows and signs for (the bot's domain, set with BotFather, must match it), `return_to`
 * where the page sends the visitor back with `#tgAuthResult=`; our callback, with the sign-in's
 * state in its query since Telegram carries none of its own.
 */
export function telegramLoginUrl(config: SocialProviderConfig, callback: string, state: string): URL {
  const back = new URL(callback)
  back.searchParams.set('state', state)
  const target = new URL(config.authorizationUrl)
  target.searchParams.set('bot_id', config.clientId)
  target.searchParams.set('origin', back.origin)
  target.searchParams.set('request_access', config.scope)
  target.searchParams.set('return_to', back.href)
  return target
}
