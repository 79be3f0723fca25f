import type { IncomingMessage } from 'node:http'
import { headerOf } from '../http/respond.js'
import { createMemoryLimits, type SharedLimits } from '../limits/budgets.js'
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
  take(request: IncomingMessage): Promise<number>
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
  shared: SharedLimits = createMemoryLimits(now),
): MailBudget {
  const service = shared.budget(
    'mail-service',
    limits.emailsPerMinuteGlobal / 60,
    limits.emailBurstGlobal,
    now,
  )
  // Keyed by known projects and '' only, so it cannot grow with what strangers send.
  const projects = shared.budget(
    'mail-projects',
    limits.emailsPerMinutePerProject / 60,
    limits.emailBurstPerProject,
    now,
  )
  const projectOf = (request: IncomingMessage) => {
    const id = headerOf(request, PROJECT_HEADER) ?? ''
    return id.length <= 128 && isProject(id) ? id : ''
  }
  return {
    async take(request) {
      const project = projectOf(request)
      if (!(await projects.take(project)).ok) return Math.ceil(60 / limits.emailsPerMinutePerProject)
      if ((await service.take('')).ok) return 0
      // Nothing is sent: the project keeps its email.
      await projects.refund(project)
      return Math.ceil(60 / limits.emailsPerMinuteGlobal)
    },
  }
}

/**
 * What starting an email flow (a login, an email change) spends, first refusal wins: the client
 * address's budget, the email's cooldown (spec section 5), the project's budget, the service's. 0, or
 * the seconds to wait. A refusal past the cooldown gives the cooldown back: no email went out.
 */
export async function spendEmailBudgets(
  request: IncomingMessage,
  context: WalletContext,
  key: string,
): Promise<number> {
  const wait = (await context.takeEmailBudget(request)) || (await context.throttle.take(key))
  if (wait > 0) return wait
  const shared = await context.mailBudget.take(request)
  if (shared > 0) await context.throttle.release(key)
  return shared
}
