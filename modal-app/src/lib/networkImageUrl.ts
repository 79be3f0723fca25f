import type { Network } from '@airlock/shared-protocol'
import { readCloudUrl } from '../config.js'

/** The network's image: its own URL, else the cloud's asset image by id (the modal's and the host's buttons'). */
export function networkImageUrl(network: Network | undefined): string | undefined {
  if (network?.assets?.imageUrl) return network.assets.imageUrl
  const id = network?.assets?.imageId
  return id ? `${readCloudUrl()}/public/getAssetImage/${encodeURIComponent(id)}` : undefined
}
