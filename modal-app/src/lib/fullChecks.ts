/**
 * The full zod schemas the modal checks messages with once it is up: loaded after the handshake
 * (boot checks the handshake and the first calls with their hand-written twins), never on the boot path.
 */
export { checkModalCall, RpcResultSchema } from '@airlock/shared-protocol'
