import type { EmbeddedUser } from '@airlock/shared-protocol'

/** The service's user (`username` for a social or Farcaster login) as the protocol's user (`userName`). */
export type ServiceUser = EmbeddedUser & { username?: string }

export function toEmbeddedUser({ username, ...user }: ServiceUser): EmbeddedUser {
  return username === undefined || user.userName !== undefined ? user : { ...user, userName: username }
}
