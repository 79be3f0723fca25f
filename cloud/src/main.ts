import { configOrExit } from './config/configOrExit.js'

// Standalone cloud: `npm start -w @airlock/cloud`. Settings from env and AIRLOCK_CONFIG (see
// src/config/) are checked first, alone: a configuration production refuses exits before the
// cloud's modules even load, so nothing starts, binds or writes. This bin starts no dev stand-in
// (anvil, the Solana node): a configuration asking for them is told where they run.
const { config } = configOrExit()
const { missingDevChains, startStandaloneCloud } = await import('./standaloneCloud.js')
const missing = missingDevChains(config)
if (missing) {
  console.error(missing)
  process.exit(1)
}
const running = await startStandaloneCloud(config)
console.log(running.urls.join('\n'))
const stop = async () => {
  await running.stop()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
