import { divide, toDecimal } from '../lib/decimal.js'

const LAMPORTS_PER_SOL = toDecimal(10).pow(9)

/** Lamports as SOL, exactly (a Decimal; `toFixed()` gives '0.000005' for 5000n). */
export const lamportsToSol = (lamports: bigint) => divide(lamports.toString(), LAMPORTS_PER_SOL)
