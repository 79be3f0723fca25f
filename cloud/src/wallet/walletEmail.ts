/** RFC 5321 limit on a whole address. */
const MAX_EMAIL_LENGTH = 254

// The same rule as shared-protocol's isValidEmail (the modal's check): the WHATWG `type=email`
// pattern plus a dot in the domain. Not imported: that package's entry pulls DOM types cloud has not.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * The stored form of an email (trimmed, lower case, so `Me@X.io` and `me@x.io` are one user and one
 * throttle), or undefined when it is not a valid address.
 */
export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase()
  return email.length <= MAX_EMAIL_LENGTH && emailPattern.test(email) ? email : undefined
}
