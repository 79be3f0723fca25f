/**
 * Compiles dev-cloud/contracts/*.sol into dev-cloud/contracts/artifacts.json (ABI + creation bytecode).
 * `npm run build:contracts -w @airlock/dev-cloud`; the artifacts are committed, so nothing compiles at
 * start. solc comes from the npm registry on demand (solcjs, pinned), not as a dependency.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const SOLC = 'solc@0.8.28'
const dir = join(import.meta.dirname, '..', 'contracts')
const sources = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.sol'))
    .map((file) => [file, { content: readFileSync(join(dir, file), 'utf8') }]),
)
const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}
const stdout = execFileSync('npx', ['--yes', '--package', SOLC, 'solcjs', '--standard-json'], {
  input: JSON.stringify(input),
  maxBuffer: 64 * 1024 * 1024,
}).toString()
// solcjs prints notes (">>> Cannot retry compilation with SMT ...") before the JSON.
const output = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
const artifacts: Record<string, { abi: unknown[]; bytecode: string }> = {}
for (const [file, contracts] of Object.entries(output.contracts)) {
  for (const [name, contract] of Object.entries(contracts)) {
    artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    console.log(`${file}:${name} ${contract.evm.bytecode.object.length / 2} bytes`)
  }
}
writeFileSync(join(dir, 'artifacts.json'), `${JSON.stringify({ compiler: SOLC, ...artifacts }, null, 2)}\n`)
