import { SolanaAdapter } from './solana/solanaAdapter.js'

// `<script src=".../airlock-solana.js">` after the include: Solana for the script include
// (`adapters: [new Airlock.SolanaAdapter()]`), in a file of its own so pages without it never load it.
const global = window as unknown as { Airlock?: Record<string, unknown> }
global.Airlock = { ...global.Airlock, SolanaAdapter }
