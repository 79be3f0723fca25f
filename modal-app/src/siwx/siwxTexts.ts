import { msg, t } from '../i18n/t.js'

/**
 * The sign-in's own texts: kept English in the store (its errors go to analytics too) and shown in
 * the visitor's language. The values are shared-protocol's userMessages and the flow's own errors
 * (siwxTexts.test.ts holds them to userMessages).
 */
export const siwxTexts = {
  authenticating: msg('Authenticating...'),
  signatureDeclined: msg('Signature declined'),
  smartAccount: msg('This application might not support Smart Accounts'),
  invalidSignature: msg('Invalid signature'),
  noNonce: msg('The app gave no valid nonce'),
  failed: msg('An error occurred'),
} as const

const ours = new Set<string>(Object.values(siwxTexts))

/** A sign-in text as the view shows it: ours translated, the app's or the wallet's words as they are. */
export const siwxText = (text: string): string => (ours.has(text) ? t(text) : text)
