/**
 * The cloud's HTTP contract: every route the modal (or a dApp, or the operator) calls, declared once
 * with its request and response schemas. The cloud's routers answer exactly these; the modal's
 * clients build their calls and check the answers from them.
 */
export * from './analytics.js'
export * from './blockchain.js'
export * from './bootPaths.js'
export * from './common.js'
export * from './directory.js'
export * from './onramp.js'
export * from './profile.js'
export * from './route.js'
export * from './rpc.js'
export * from './sessions.js'
export * from './swap.js'
