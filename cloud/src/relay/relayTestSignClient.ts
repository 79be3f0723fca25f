import { SignClient } from '@walletconnect/sign-client'
import { relayUrlWith, walletProject } from './relayTestServer.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>
export const testAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const testChain = 'eip155:31337'

/** The real SDK, as a native wallet or server runs it: no Origin, so it presents the project's key. */
export async function testSignClient(name: string, relayUrl: string, cleanups: (() => unknown)[]) {
  const client = await SignClient.init({
    projectId: walletProject.projectId,
    relayUrl: relayUrlWith(relayUrl, { key: walletProject.key }),
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: name,
    storageOptions: { database: ':memory:' },
    metadata: { name, description: name, url: `http://${name}.localhost`, icons: [] },
  })
  cleanups.push(() => client.core.relayer.transportClose().catch(() => undefined))
  return client
}

/**
 * A wallet that approves the session (`personal_sign`, `events` on the test chain) and answers each
 * request with `signed:<what answer picks>`; the dApp pairs with it. Returns the settled session and a
 * `sign(message)` that asks the wallet.
 */
export async function pairWithWallet(
  dapp: Client,
  wallet: Client,
  {
    events = [] as string[],
    answer = (params: unknown[], method: string) => String(params[0] ?? method),
  } = {},
) {
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approve({
      id,
      namespaces: {
        eip155: {
          accounts: [`${testChain}:${testAccount}`],
          methods: ['personal_sign'],
          events,
          chains: [testChain],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const result = `signed:${answer(params.request.params as unknown[], params.request.method)}`
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { methods: ['personal_sign'], chains: [testChain], events } },
  })
  await wallet.pair({ uri: uri as string })
  const session = await approval()
  const sign = (message: string) =>
    dapp.request<string>({
      topic: session.topic,
      chainId: testChain,
      request: { method: 'personal_sign', params: [message, testAccount] },
    })
  return { session, sign }
}
