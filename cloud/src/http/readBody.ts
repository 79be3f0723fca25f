// Moved to @airlock/node-kit; kept because cloud/src/onramp (another change's files) still imports it here.
export { readBody } from '@airlock/node-kit'
