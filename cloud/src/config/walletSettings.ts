import { z } from 'zod'
import { defineSetting } from './defineSetting.js'
import { publicHttpsProblem } from './productionChecks.js'
import { serverSettings } from './serverSettings.js'
import { httpUrlKind, key32Kind, portKind, textKind } from './settingKinds.js'

const port = defineSetting({
  env: 'AIRLOCK_WALLET_PORT',
  schema: portKind,
  fallback: 5175,
  doc: "Port of the embedded wallet's frame and service",
})

const chainId = defineSetting({
  env: 'AIRLOCK_WALLET_CHAIN_ID',
  schema: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value),
    z.number().int().positive(),
  ),
  fallback: 31337,
  doc: "The embedded wallet's default EVM chain id; it sends on every eip155 chain of AIRLOCK_RPC_UPSTREAMS",
  refuseInProduction: (id, _source, read) =>
    Object.hasOwn(read(serverSettings.rpcUpstreams), `eip155:${id}`)
      ? undefined
      : `the embedded wallet sends on eip155:${id}, which has no RPC in AIRLOCK_RPC_UPSTREAMS`,
})

const vaultUrl = defineSetting({
  env: 'AIRLOCK_WALLET_VAULT_URL',
  schema: httpUrlKind.optional(),
  fallback: undefined,
  doc: "HashiCorp Vault whose Transit engine wraps the embedded wallets' data keys (the KMS), e.g. https://vault.internal:8200; unset, the master key does",
})

/** The embedded wallet's service (area `wallet` of the file). */
export const walletSettings = {
  port,
  publicUrl: defineSetting({
    env: 'AIRLOCK_WALLET_PUBLIC_URL',
    schema: httpUrlKind,
    fallback: (read) => `http://wallet.localhost:${read(port)}`,
    doc: "URL of the embedded wallet's frame and service (a third site, apart from the modal's and the host's)",
    refuseInProduction: (url) => publicHttpsProblem(url, "the embedded wallet's URL"),
  }),
  chainId,
  databaseUrl: defineSetting({
    env: 'AIRLOCK_WALLET_DATABASE_URL',
    schema: textKind.optional(),
    fallback: undefined,
    secret: true,
    doc: "The embedded wallet's own database (custody: never the API's): a SQLite path, or postgres://... that several wallet nodes share; unset, wallet.db in the data dir",
  }),
  vaultUrl,
  vaultToken: defineSetting({
    env: 'AIRLOCK_WALLET_VAULT_TOKEN',
    schema: textKind.optional(),
    fallback: undefined,
    secret: true,
    doc: 'Vault token allowed to encrypt and decrypt with the Transit key (X-Vault-Token)',
    refuseInProduction: (token, _source, read) =>
      token === undefined && read(vaultUrl) !== undefined
        ? 'Vault (AIRLOCK_WALLET_VAULT_URL) needs a token'
        : undefined,
  }),
  vaultKey: defineSetting({
    env: 'AIRLOCK_WALLET_VAULT_KEY',
    schema: textKind,
    fallback: 'airlock-wallet',
    doc: "The Transit key's name (mounted at transit/)",
  }),
  masterKey: defineSetting({
    env: 'AIRLOCK_WALLET_MASTER_KEY',
    schema: key32Kind.optional(),
    fallback: undefined,
    secret: true,
    doc: "Master key wrapping the embedded wallets' keys (32 bytes, hex or base64); unset, one is generated into the data dir",
    refuseInProduction: (key, _source, read) =>
      key === undefined && read(vaultUrl) === undefined
        ? 'a master key generated into the data dir sits beside the keys it seals; give it from your secret store'
        : undefined,
  }),
}
