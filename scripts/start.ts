import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { loadAdminKey } from '../cloud/src/access/adminKey.ts'
import { startStack } from './stack.ts'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const persistDir = join(import.meta.dirname, '..', 'cloud', '.data')
mkdirSync(persistDir, { recursive: true })
const adminKey = loadAdminKey(persistDir)
const stack = await startStack({
  demoPort: env('AIRLOCK_DEMO_PORT', 5173),
  modalPort: env('AIRLOCK_MODAL_PORT', 5174),
  cloudPort: env('AIRLOCK_CLOUD_PORT', 8787),
  anvilPort: env('AIRLOCK_ANVIL_PORT', 8545),
  persistDir,
  adminKey,
})
const { demo, modal, cloud, anvil } = stack.urls
console.log(`
Airlock is running (Ctrl-C to stop)

  demo dApp (React, npm host-sdk)   ${demo}/
  demo dApp (two-line <script>)     ${demo}/script.html
  modal (visit directly: debug)     ${modal}/
  cloud API                         ${cloud}
  WalletConnect relay               ${cloud.replace('http', 'ws')}
  anvil (chain 31337)               ${anvil}
  analytics (operator only)         curl -H 'Authorization: Bearer ${adminKey}' '${cloud}/e?projectId=airlock-demo'

Open the demo in Chromium (*.localhost resolves there without a hosts entry). Point a browser
wallet at ${anvil}, chain id 31337; anvil's test account #0 holds 10,000 ETH:
  0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
`)
const stop = async () => {
  await stack.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
