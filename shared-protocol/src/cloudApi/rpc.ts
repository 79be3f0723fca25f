import * as z from 'zod'
import { defineRoute } from './route.js'

/** The JSON-RPC proxy a dApp may use as its network's RPC URL (`?chainId=&projectId=`); the body is JSON-RPC. */
export const rpcProxy = defineRoute({
  method: 'POST',
  path: '/v1',
  access: 'rpc',
  query: z.object({ chainId: z.string().max(128).default('') }).catchall(z.string()),
  response: z.unknown(),
})
/** The same proxy under the path AppKit's RPC URLs end in. */
export const rpcProxySlash = defineRoute({ ...rpcProxy, path: '/v1/' })
