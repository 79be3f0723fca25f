// Moved to @airlock/node-kit; kept because cloud/src/onramp (another change's files) still imports it here.
export { freePort } from '@airlock/node-kit'
