import { createSIWEConfig, createSIWXConfig, DefaultSIWX } from './siwx/siwxConfigs.js'

// `<script src=".../airlock-siwx.js">` after the include: Sign In With X for the script include,
// in a file of its own so pages without it never load it.
const global = window as unknown as { Airlock?: Record<string, unknown> }
global.Airlock = { ...global.Airlock, DefaultSIWX, createSIWXConfig, createSIWEConfig }
