// The spec's alert table and the server messages that raise them: read only when the cloud refuses
// the page, so not part of the boot chunk.
export { alerts, mapServerMessageToAlert } from '@airlock/shared-protocol'
