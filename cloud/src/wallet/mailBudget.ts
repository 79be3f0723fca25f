import type { IncomingMessage } from 'node:http'
import { headerOf } from '../http/respond.js'
import { createTokenBucket, type TokenBucket } from '../limits/tokenBucket.js'
import type { WalletContext } from './walletContext.js'
import type { WalletLimits } from './walletLimits.js'

/**
 * Where the wallet frame names its project: the `projectId` of its URL, which the modal set. Any
 * caller can write it, so it only says whose budget a request spends: an unknown or missing one
 * spends the budget all such requests share, and the service's budget bounds them all.
 */
export const PROJECT_HEADER = 'x-airlock-project-id'

export interface MailBudget {
  /** Spends one email of the request's project, then of the service: 0, or the seconds to wait (nothing spent). */
  take(request: IncomingMessage): number
}

type MailLimits = Pick<
  WalletLimits,
  'emailsPerMinuteGlobal' | 'emailBurstGlobal' | 'emailsPerMinutePerProject' | 'emailBurstPerProject'
>

/** The emails the whole service and each project may start; `isProject` says which ids are real projects. */
export function createMailBudget(
  limits: MailLimits,
  isProject: (projectId: string) => boolean,
  now: () => number,
): MailBudget {
  const service = createTokenBucket(limits.emailsPerMinuteGlobal / 60, limits.emailBurstGlobal, now)
  // Keyed by known projects and '' only, so it cannot grow with what strangers send.
  const projects = new Map<string, TokenBucket>()
  const projectOf = (request: IncomingMessage) => {
    const id = headerOf(request, PROJECT_HEADER) ?? ''
    return id.length <= 128 && isProject(id) ? id : ''
  }
  return {
    take(request) {
      const project = projectOf(request)
      let bucket = projects.get(project)
      if (!bucket) {
        bucket = createTokenBucket(limits.emailsPerMinutePerProject / 60, limits.emailBurstPerProject, now)
        projects.set(project, bucket)
      }
      if (!bucket.take(1)) return Math.ceil(60 / limits.emailsPerMinutePerProject)
      if (service.take(1)) return 0
      // Nothing is sent: the project keeps its email.
      bucket.refund(1)
      return Math.ceil(60 / limits.emailsPerMinuteGlobal)
    },
  }
}

/**
 * What starting an email flow (a login, an email change) spends, first refusal wins: the client
 * address's budget, the email's cooldown (spec section 5), the project's budget, the service's. 0, or
 * the seconds to wait. A refusal past the cooldown gives the cooldown back: no email went out.
 */
export function spendEmailBudgets(request: IncomingMessage, context: WalletContext, key: string): number {
  const wait = context.takeEmailBudget(request) || context.throttle.take(key)
  if (wait > 0) return wait
  const shared = context.mailBudget.take(request)
  if (shared > 0) context.throttle.release(key)
  return shared
}
