import type { ConnectedNamespace } from '../stores/appStore.js'
import { eip155 } from './eip155.js'
import type { NamespaceAdapter } from './namespace.js'
import { solana } from './solana.js'

const adapters: Record<ConnectedNamespace, NamespaceAdapter> = { eip155, solana }

export const adapterOf = (namespace: ConnectedNamespace): NamespaceAdapter => adapters[namespace]
