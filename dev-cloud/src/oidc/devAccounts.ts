/** A person the development OpenID provider can sign in as. */
export interface DevOidcAccount {
  /** The `sub` claim, and the end of the login button's `data-testid` (`dev-oidc-account-<id>`). */
  id: string
  name: string
  email: string
  preferredUsername: string
}

export const defaultDevAccounts: readonly DevOidcAccount[] = [
  { id: 'alice', name: 'Alice Example', email: 'alice@airlock.dev', preferredUsername: 'alice' },
  { id: 'bob', name: 'Bob Example', email: 'bob@airlock.dev', preferredUsername: 'bob' },
]
