import { isIP } from 'node:net'
import { join } from 'node:path'
import * as z from 'zod'
import { defaultProjectsPath } from '../projects/projects.js'
import { defineSetting } from './defineSetting.js'
import { modalPublicUrl } from './modalSettings.js'
import { publicHttpsProblem } from './productionChecks.js'
import {
  commaList,
  httpUrlKind,
  originsKind,
  portKind,
  redisUrlKind,
  textKind,
  upstreamsKind,
} from './settingKinds.js'

const port = defineSetting({
  env: 'AIRLOCK_CLOUD_PORT',
  schema: portKind,
  fallback: 8787,
  doc: 'Port of the cloud API and the WalletConnect relay',
})

/** The cloud's API and relay, its data and who may call it (area `cloud` of the file). */
export const serverSettings = {
  port,
  host: defineSetting({
    env: 'AIRLOCK_CLOUD_HOST',
    schema: textKind,
    fallback: '127.0.0.1',
    doc: 'Interface the cloud listens on (behind a TLS proxy, usually 127.0.0.1)',
  }),
  publicUrl: defineSetting({
    env: 'AIRLOCK_CLOUD_PUBLIC_URL',
    schema: httpUrlKind,
    fallback: (read) => `http://127.0.0.1:${read(port)}`,
    doc: 'URL clients reach the cloud at; every URL in a response is built from it',
    refuseInProduction: (url) => publicHttpsProblem(url, "the cloud's URL"),
  }),
  modalOrigins: defineSetting({
    env: 'AIRLOCK_MODAL_ORIGINS',
    schema: originsKind,
    fallback: (read) => [read(modalPublicUrl)],
    doc: 'Origins the modal is served from (comma list): the only pages that may call project routes',
    refuseInProduction: (origins) =>
      origins.map((origin) => publicHttpsProblem(origin, 'a modal origin')).find(Boolean),
  }),
  dataDir: defineSetting({
    env: 'AIRLOCK_DATA_DIR',
    schema: textKind,
    fallback: join(import.meta.dirname, '..', '..', '.data'),
    doc: 'Directory of the SQLite files, the chain state and generated keys',
  }),
  projects: defineSetting({
    env: 'AIRLOCK_PROJECTS',
    schema: textKind,
    fallback: defaultProjectsPath,
    doc: 'projects.json: project ids, their allowed origins and secret keys',
    refuseInProduction: (path) =>
      path === defaultProjectsPath
        ? "the repository's projects.json holds dev-only secrets and localhost origins; give your own file"
        : undefined,
  }),
  redisUrl: defineSetting({
    env: 'AIRLOCK_REDIS_URL',
    schema: redisUrlKind.optional(),
    fallback: undefined,
    secret: true,
    doc: "Redis the nodes share (rate limits, cooldowns, the signing lock, the relay's mailbox and fan-out); unset, one process keeps them",
  }),
  trustedProxies: defineSetting({
    env: 'AIRLOCK_TRUSTED_PROXIES',
    schema: z.preprocess(
      commaList,
      z.array(z.string().refine((ip) => isIP(ip) !== 0, 'Expected IP addresses')),
    ),
    fallback: [],
    doc: "The balancer's addresses (comma list): a request through one counts under the client it names in X-Forwarded-For",
  }),
  adminKey: defineSetting({
    env: 'AIRLOCK_ADMIN_KEY',
    schema: textKind.optional(),
    fallback: undefined,
    secret: true,
    doc: "Operator's key for reading analytics (and a relay node's /stats); unset, one is generated into the data dir",
    refuseInProduction: (key) =>
      key === undefined || key.length < 32
        ? 'production takes the operator key from configuration (32 characters or more), not one generated beside the data'
        : undefined,
  }),
  rpcUpstreams: defineSetting({
    env: 'AIRLOCK_RPC_UPSTREAMS',
    schema: upstreamsKind,
    fallback: {},
    secret: true,
    doc: 'JSON-RPC upstreams per CAIP-2 chain for the /v1/ proxy and, eip155 ones, the blockchain API, JSON: {"eip155:1": ["https://..."]}; the local nodes are added when started',
  }),
}
