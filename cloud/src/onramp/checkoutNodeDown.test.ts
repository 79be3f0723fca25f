import { deployDevnet, type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { DEVNET_TREASURY_KEY, onrampSandbox } from '@airlock/dev-cloud/onramp-sandbox'
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
  cloud = await createCloudServer({
    port: 0,
    chains: {
      'eip155:31337': {
        rpcUrl: anvil.url,
        devnet,
        onrampSenders: [treasuryAddressOf(DEVNET_TREASURY_KEY)],
      },
    },
    onramp: { treasuryKey: DEVNET_TREASURY_KEY, sandbox: onrampSandbox },
  })
  await cloud.onramp?.ready
}, 60_000)
afterAll(async () => {
  await cloud?.close()
  await anvil?.stop()
})

it("answers a checkout page 503 with Retry-After when the chain's node does not answer, as the API routes do", async () => {
  const made = await fetch(`${cloud.url}/v1/generators/onrampurl?projectId=airlock-e2e`, {
    method: 'POST',
    headers: { authorization: 'Bearer dev-only-airlock-e2e-secret' },
    body: JSON.stringify({
      destinationWallets: [
        {
          address: privateKeyToAccount(generatePrivateKey()).address,
          blockchains: ['devnet'],
          assets: ['ETH'],
        },
      ],
      partnerUserId: 'buyer',
      presetFiatAmount: 50,
    }),
  })
  const { url } = (await made.json()) as { url: string }
  expect((await fetch(url)).status).toBe(200)
  await anvil.stop()
  const page = await fetch(url)
  expect([page.status, page.headers.get('retry-after'), await page.json()]).toEqual([
    503,
    '5',
    { message: 'The chain node did not answer' },
  ])
}, 60_000)
