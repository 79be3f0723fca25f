/** A person the Telegram login stand-in can sign in as (the fields Telegram's login result carries). */
export interface DevTelegramAccount {
  id: number
  firstName: string
  lastName?: string
  username?: string
}

/** The development bot: its numeric id and its token (`<id>:<secret>`, as BotFather writes them). */
export const devTelegramBot = {
  id: '7000000001',
  token: '7000000001:airlock-dev-secret-telegram',
} as const

export const defaultDevTelegramAccounts: readonly DevTelegramAccount[] = [
  { id: 700001, firstName: 'Alice', lastName: 'Example', username: 'alice_tg' },
  { id: 700002, firstName: 'Bob' },
]
