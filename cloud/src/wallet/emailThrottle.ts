/**
 * Spec section 5: a second email for the same address within the cooldown is refused. Kept in
 * memory (a restart forgets it, which costs at most one extra email per address).
 */
export function createEmailThrottle(cooldownMs: number, now: () => number) {
  const last = new Map<string, number>()
  return {
    /** Seconds left to wait (at least 1), or 0 after recording this send. */
    take(key: string): number {
      const at = now()
      const previous = last.get(key)
      if (previous !== undefined && at - previous < cooldownMs) {
        return Math.max(1, Math.ceil((previous + cooldownMs - at) / 1000))
      }
      last.set(key, at)
      return 0
    },
    /** Gives the slot back when the email could not be sent. */
    release(key: string) {
      last.delete(key)
    },
    sweep() {
      const at = now()
      for (const [key, time] of last) if (at - time >= cooldownMs) last.delete(key)
    },
  }
}

export type EmailThrottle = ReturnType<typeof createEmailThrottle>
