import {
  type Address,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownedAccountArtifacts as artifacts, type ChainCloud, startChainCloud } from './chainTestKit.js'
import { NAME_RULE_MESSAGE } from './nameRule.js'

// anvil's public test keys (#0 is alice of names.json)
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const dave = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')
const eve = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba')
const owner = privateKeyToAccount('0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e')
const mainnetUser = privateKeyToAccount('0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356')

const COIN_31337 = (0x80000000 | 31337) >>> 0
let chain: ChainCloud
let clock = Date.UTC(2030, 0, 1)
beforeAll(async () => {
  chain = await startChainCloud(() => clock)
}, 30_000)
afterAll(async () => {
  await chain?.close()
})
const deploy: ChainCloud['deploy'] = (contract, args) => chain.deploy(contract, args)

// A server-to-server caller: no Origin, so the project's secret key.
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${chain.cloud.url}${path}${path.includes('?') ? '&' : '?'}projectId=airlock-e2e`, {
    ...init,
    headers: { authorization: 'Bearer dev-only-airlock-e2e-secret', 'content-type': 'application/json' },
  })
const getJson = async (path: string) => {
  const response = await api(path)
  return { status: response.status, body: (await response.json()) as unknown }
}
const messageOf = (name: string, timestamp = Math.floor(clock / 1000)) =>
  JSON.stringify({ name, attributes: {}, timestamp })

interface Registration {
  address?: Address
  coinType?: number
  message?: string
  signature?: Hex
}
async function register(signer: LocalAccount, name: string, options: Registration = {}) {
  const message = options.message ?? messageOf(name)
  const body = {
    coin_type: options.coinType ?? COIN_31337,
    address: options.address ?? signer.address,
    message,
    signature: options.signature ?? (await signer.signMessage({ message })),
  }
  const response = await api('/v1/profile/account', { method: 'POST', body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('names: registration and lookups on a real anvil chain', () => {
  it('registers a signed name, then account, reverse, identity and suggestions show it', async () => {
    const registered = await register(dave, 'Dave-01.airlock.id')
    expect(registered).toEqual({
      status: 200,
      body: {
        name: 'dave-01.airlock.id',
        registered: Math.floor(clock / 1000),
        updated: Math.floor(clock / 1000),
        addresses: {
          [String(COIN_31337)]: { address: dave.address, created: new Date(clock).toISOString() },
        },
        attributes: {},
        created_at: new Date(clock).toISOString(),
      },
    })
    expect(await getJson('/v1/profile/account/dave-01')).toEqual({ status: 200, body: registered.body })
    expect((await getJson('/v1/profile/account/DAVE-01.airlock.id')).body).toEqual(registered.body)
    expect(await getJson(`/v1/profile/reverse/${dave.address.toLowerCase()}?sender=x&apiVersion=2`)).toEqual({
      status: 200,
      body: [registered.body],
    })
    expect((await getJson(`/v1/identity/${dave.address}`)).body).toEqual({
      name: 'dave-01.airlock.id',
      avatar: null,
    })
    const suggestions = (await getJson('/v1/profile/suggestions/dave-01?zone=airlock.id')).body as {
      suggestions: { name: string; registered: boolean }[]
    }
    expect(suggestions.suggestions[0]).toEqual({ name: 'dave-01.airlock.id', registered: true })
    expect(suggestions.suggestions.slice(1).map((s) => s.registered)).toEqual([false, false, false, false])
    expect(suggestions.suggestions[1]?.name).toBe('dave-011.airlock.id')
  })

  it('keeps answering the seeded devnet names, registered names first', async () => {
    expect((await getJson(`/v1/identity/${alice.address}`)).body).toEqual({
      name: 'alice.airlock',
      avatar: null,
    })
    expect((await getJson('/v1/profile/account/alice.airlock')).body).toMatchObject({
      addresses: { '60': { address: alice.address } },
    })
    expect((await register(alice, 'alice')).status).toBe(200)
    expect((await getJson(`/v1/identity/${alice.address}`)).body).toEqual({
      name: 'alice.airlock.id',
      avatar: null,
    })
    const names = (await getJson(`/v1/profile/reverse/${alice.address}`)).body as { name: string }[]
    expect(names.map((n) => n.name)).toEqual(['alice.airlock.id', 'alice.airlock'])
  })

  it('refuses each bad registration with its text and stores nothing', async () => {
    const refusals: [Promise<{ status: number; body: unknown }>, number, string][] = [
      [register(eve, 'dave-01'), 409, 'Name is already taken'],
      [register(dave, 'dave-two'), 409, 'This address already has a name'],
      [register(eve, 'bob'), 400, NAME_RULE_MESSAGE],
      [register(eve, 'eve_one'), 400, NAME_RULE_MESSAGE],
      // Punycode: shown decoded, as Cyrillic letters that look like a Latin name.
      [register(eve, 'xn--80ak6aa92e'), 400, NAME_RULE_MESSAGE],
      [
        register(eve, 'eve-one', { message: messageOf('eve-one', Math.floor(clock / 1000) - 601) }),
        400,
        'Message expired',
      ],
      [
        register(eve, 'eve-one', { message: messageOf('eve-one', Math.floor(clock / 1000) + 601) }),
        400,
        'Message timestamp is in the future',
      ],
      [register(dave, 'eve-one', { address: eve.address }), 401, 'Invalid signature'],
      [register(eve, 'eve-one', { coinType: 0x80000000 + 2147483648 }), 400, 'Invalid chainId'],
      [register(eve, 'eve-one', { coinType: 501 }), 400, 'Unsupported coin_type'],
      [register(eve, 'eve-one', { message: 'not json' }), 400, 'Invalid message'],
    ]
    for (const [answer, status, message] of refusals)
      expect(await answer).toEqual({ status, body: { message } })
    expect((await getJson(`/v1/profile/reverse/${eve.address}`)).body).toEqual([])
    expect(await getJson('/v1/profile/account/eve-one')).toEqual({
      status: 404,
      body: { message: 'Name not found' },
    })
    const bad = await api('/v1/profile/account', { method: 'POST', body: '{"coin_type":' })
    expect([bad.status, await bad.json()]).toEqual([400, { message: 'Invalid body' }])
    expect((await getJson('/v1/profile/reverse/0x123')).status).toBe(400)
    for (const name of ['bob', 'xn--80ak6aa92e'])
      expect(await getJson(`/v1/profile/suggestions/${name}`)).toEqual({
        status: 400,
        body: { message: NAME_RULE_MESSAGE },
      })
  })

  it('accepts a message once: the same signed message again is refused', async () => {
    const message = messageOf('eve-one')
    const signature = await eve.signMessage({ message })
    expect((await register(eve, 'eve-one', { message, signature })).status).toBe(200)
    expect(await register(eve, 'eve-one', { message, signature })).toEqual({
      status: 409,
      body: { message: 'Message already used' },
    })
    // Past the window the message is refused by its timestamp instead.
    clock += 11 * 60_000
    expect((await register(eve, 'eve-one', { message, signature })).body).toEqual({
      message: 'Message expired',
    })
  })

  it('verifies a contract account (ERC-1271) through the chain node', async () => {
    const account = await deploy('OwnedAccount', [owner.address])
    expect((await register(owner, 'smart-wallet', { address: account })).status).toBe(200)
    expect((await getJson(`/v1/profile/reverse/${account}`)).body).toMatchObject([
      { name: 'smart-wallet.airlock.id' },
    ])
    const other = await deploy('OwnedAccount', [owner.address])
    // Signed by a key that does not own the account.
    expect((await register(eve, 'not-mine', { address: other })).body).toEqual({
      message: 'Invalid signature',
    })
  })

  it('verifies an account not deployed yet (ERC-6492) without deploying it', async () => {
    const factory = await deploy('OwnedAccountFactory', [])
    const salt = `0x${'11'.repeat(32)}` as Hex
    const { abi } = artifacts.OwnedAccountFactory
    const account = (await chain.publicClient.readContract({
      address: factory,
      abi,
      functionName: 'addressOf',
      args: [owner.address, salt],
    })) as Address
    const message = messageOf('counterfactual')
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi, functionName: 'deploy', args: [owner.address, salt] }),
      signature: await owner.signMessage({ message }),
    })
    expect((await register(owner, 'counterfactual', { address: account, message, signature })).status).toBe(
      200,
    )
    expect(await chain.publicClient.getCode({ address: account })).toBeUndefined()
    const forged = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi,
        functionName: 'deploy',
        args: [owner.address, `0x${'22'.repeat(32)}`],
      }),
      signature: await eve.signMessage({ message: messageOf('forged-6492') }),
    })
    const account2 = (await chain.publicClient.readContract({
      address: factory,
      abi,
      functionName: 'addressOf',
      args: [owner.address, `0x${'22'.repeat(32)}`],
    })) as Address
    expect((await register(eve, 'forged-6492', { address: account2, signature: forged })).status).toBe(401)
  })

  it('checks EOA signatures alone on a chain the cloud has no node for', async () => {
    expect((await register(mainnetUser, 'mainnet-user', { coinType: 60 })).body).toMatchObject({
      addresses: { '60': { address: mainnetUser.address } },
    })
    const account = await deploy('OwnedAccount', [owner.address])
    // The contract's signature cannot be checked without mainnet's node.
    expect((await register(owner, 'contract-on-one', { address: account, coinType: 60 })).status).toBe(401)
  })

  it('keeps the access rule: no key, no answer', async () => {
    const response = await fetch(`${chain.cloud.url}/v1/profile/account/dave-01?projectId=airlock-e2e`)
    expect(response.status).toBe(401)
  })
})
