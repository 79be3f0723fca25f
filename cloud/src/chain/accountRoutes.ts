import type { CloudRoute } from '@airlock/shared-protocol/cloud-api'
import { getBalance, getHistory, getNfts, type QueryOf } from '@airlock/shared-protocol/cloud-api'
import { type Answer, type Binding, bind, type Handler } from '../http/router.js'

export type AccountQuery = QueryOf<typeof getBalance>
type Answering<R extends CloudRoute> = (
  address: string,
  query: AccountQuery,
) => Promise<Exclude<Answer<R>, symbol>>

/** A namespace's answers to `/v1/account/{address}/{balance,history,nfts}`. */
export interface AccountApi {
  balance: Answering<typeof getBalance>
  history: Answering<typeof getHistory>
  nfts: Answering<typeof getNfts>
}

const NODE_DOWN = {
  status: 503,
  body: { message: 'The chain node did not answer' },
  headers: { 'retry-after': '5' },
} as const

/**
 * Runs an answer so that a chain node that did not answer (down, frozen, timing out: `isNodeError`)
 * is a 503 the client may retry, the chain's fault and said so, not a 500.
 */
export async function answerNodeDown<T>(isNodeError: (error: unknown) => boolean, answer: () => Promise<T>) {
  try {
    return await answer()
  } catch (error) {
    if (isNodeError(error)) return NODE_DOWN
    throw error
  }
}

/** The binding, answering a chain node's failure as `answerNodeDown` does. */
export function answeringNodeDown(isNodeError: (error: unknown) => boolean, binding: Binding): Binding {
  const handle: Handler<CloudRoute> = async (context) => {
    try {
      return await binding.handle(context)
    } catch (error) {
      if (isNodeError(error) && !context.response.headersSent) return NODE_DOWN
      throw error
    }
  }
  return { route: binding.route, handle }
}

/**
 * The account routes, shared by the namespaces: a `solana:` chainId is the Solana API's, any other
 * the EVM API's (which answers chains it does not serve with empty lists, spec section 7).
 */
export function accountRoutes(evm: AccountApi | undefined, solana: AccountApi | undefined): Binding[] {
  const apiOf = (query: AccountQuery) => (query.chainId?.startsWith('solana:') ? solana : evm)
  const notFound = { status: 404, body: { message: 'Not found' } }
  return [
    bind(getBalance, ({ params, query }) => apiOf(query)?.balance(params.address, query) ?? notFound),
    bind(getHistory, ({ params, query }) => apiOf(query)?.history(params.address, query) ?? notFound),
    bind(getNfts, ({ params, query }) => apiOf(query)?.nfts(params.address, query) ?? notFound),
  ]
}
