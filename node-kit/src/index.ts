// Node's own APIs only: what a cloud process and a dev stand-in both run (ws and the Uniswap build are
// behind subpaths, so an importer of this entry loads nothing else).
export { clientAddress } from './clientAddress.js'
export { freePort } from './freePort.js'
export { createKeyedBuckets } from './keyedBuckets.js'
export { readBody } from './readBody.js'
export { refuseUpgrade } from './refuseUpgrade.js'
export { createTokenBucket, type TokenBucket } from './tokenBucket.js'
