import { SolanaAdapter } from './solana/solanaAdapter.js'
import * as solanaNetworks from './solanaNetworks.js'

// `<script src=".../airlock-solana.js">` after the include: Solana for the script include
// (`adapters: [new Airlock.SolanaAdapter()]`, `Airlock.networks.solanaLocalnet`, ...), in a file of
// its own so pages without it never load it.
const global = window as unknown as { Airlock?: Record<string, unknown> }
const networks = global.Airlock?.networks as Record<string, unknown> | undefined
global.Airlock = { ...global.Airlock, SolanaAdapter, networks: { ...networks, ...solanaNetworks } }
