import { deployDevnet, type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY, onrampSandbox } from '@airlock/dev-cloud/onramp-sandbox'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCloudServer, type RunningCloud } from '../http/createCloudServer.js'
import { freePort } from '../testing/freePort.js'
import { treasuryAddressOf } from './index.js'

let anvil: RunningAnvil
let cloud: RunningCloud
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
  const devnet = await deployDevnet(anvil.url)
  const treasury = treasuryAddressOf(DEVNET_TREASURY_KEY)
  cloud = await createCloudServer({
    port: 0,
    chains: { 'eip155:31337': { rpcUrl: anvil.url, devnet, onrampSenders: [treasury] } },
    onramp: { treasuryKey: DEVNET_TREASURY_KEY, sandbox: onrampSandbox },
  })
  await cloud.onramp?.ready
}, 60_000)
afterAll(async () => {
  await cloud?.close()
  await anvil?.stop()
})

// A server-to-server caller: no Origin, so the project's secret key.
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${cloud.url}${path}${path.includes('?') ? '&' : '?'}projectId=airlock-e2e`, {
    ...init,
    headers: { authorization: 'Bearer dev-only-airlock-e2e-secret' },
  })

it('mounted in the cloud: project routes behind the project check, the checkout public, the delivery in onramp history', async () => {
  expect((await fetch(`${cloud.url}/v1/onramp/options?projectId=airlock-e2e`)).status).toBe(401)
  expect((await api('/v1/onramp/options')).status).toBe(200)
  const buyer = privateKeyToAccount(generatePrivateKey()).address
  const made = await api('/v1/generators/onrampurl', {
    method: 'POST',
    body: JSON.stringify({
      destinationWallets: [{ address: buyer, blockchains: ['devnet'], assets: ['ETH'] }],
      partnerUserId: 'buyer',
      presetFiatAmount: 50,
    }),
  })
  const { url, sessionId } = (await made.json()) as { url: string; sessionId: string }
  expect(url.startsWith(`${cloud.url}/sandbox/onramp/coinbase/checkout?session=`)).toBe(true)
  const page = await fetch(url)
  expect(page.status).toBe(200)
  expect(page.headers.get('access-control-allow-origin')).toBeNull()
  const form = {
    amount: '50',
    currency: 'USD',
    asset: 'ETH',
    card: '4242424242424242',
    expiry: '12/39',
    cvc: '123',
  }
  const post = (origin: string) =>
    fetch(url, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    })
  expect((await post('http://evil.example')).status).toBe(403)
  expect((await post(cloud.url)).status).toBe(200)
  const status = (await (await api(`/v1/onramp/status/${sessionId}`)).json()) as {
    status: string
    purchaseAmount: { value: string }
  }
  expect(status.status).toBe('completed')
  expect(await anvilBalance(buyer)).toBe(parseEther(status.purchaseAmount.value))
  const history = (await (
    await api(`/v1/account/${buyer}/history?chainId=eip155:31337&onramp=true`)
  ).json()) as { data: { metadata: { operationType: string } }[] }
  expect(history.data.map((t) => t.metadata.operationType)).toEqual(['receive'])
}, 60_000)

async function anvilBalance(address: string) {
  const response = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}
