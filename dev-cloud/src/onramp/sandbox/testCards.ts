/** The sandbox's test cards (Stripe's numbers, which both providers' sandboxes take). */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'Succeeds' },
  { number: '4000000000000002', outcome: 'Declined' },
  { number: '4000000000009995', outcome: 'Insufficient funds' },
] as const

export const DECLINED = 'Your card was declined.'
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.'
export const NOT_A_TEST_CARD = 'Use a sandbox test card'

export type CardOutcome = { paid: true } | { paid: false; message: string }

/** What the sandbox's card network answers for a card number (spaces and dashes ignored). */
export function chargeCard(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '')
  if (digits === TEST_CARDS[0].number) return { paid: true }
  if (digits === TEST_CARDS[1].number) return { paid: false, message: DECLINED }
  if (digits === TEST_CARDS[2].number) return { paid: false, message: INSUFFICIENT_FUNDS }
  return { paid: false, message: NOT_A_TEST_CARD }
}

/** `4242424242424242` -> `4242 4242 4242 4242`. */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')
