// `npm run start:cluster`: the product as `npm start` runs it, with the cloud as a cluster (two API
// nodes, two relay nodes and two wallet nodes behind HAProxy, on PostgreSQL and Redis), all on this machine.
import { ensureServers } from './debianPackages.mjs'

ensureServers('The cluster (PostgreSQL, Redis, HAProxy) and its nodes')
process.env.AIRLOCK_CLUSTER = '1'
await import('./start.ts')
