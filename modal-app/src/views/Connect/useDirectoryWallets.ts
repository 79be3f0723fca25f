import type { HostWallet } from '@airlock/shared-protocol'
import { useEffect, useState } from 'react'
import { type DirectoryWallet, fetchWallets, rankIn } from '../../api/directory.js'
import { useApp } from '../../stores/useApp.js'

/** Spec section 7: featured uses entries = number of featured ids (else 4), recommended 4. */
export const RECOMMENDED_ENTRIES = 4

export interface DirectorySections {
  featured: DirectoryWallet[]
  recommended: DirectoryWallet[]
  /** 'HTTP status code: {n}' (spec section 8) when the directory answered with an error. */
  error?: string
}

const split = (value: string) => (value ? value.split(',') : [])

/**
 * The Connect view's directory sections for the configured networks (`chains`). Ids may be explorer
 * ids or our old slugs; installed wallets (by rdns) and excluded ids never appear.
 */
export function useDirectoryWallets(installed: HostWallet[]): DirectorySections {
  const options = useApp((s) => s.options)
  const chains = useApp((s) => s.networks.map((n) => n.caipNetworkId).join(','))
  const [sections, setSections] = useState<DirectorySections>({ featured: [], recommended: [] })
  const installedRdns = installed
    .map((w) => w.rdns)
    .filter(Boolean)
    .join(',')
  const projectId = options?.projectId
  const featuredIds = options?.featuredWalletIds?.join(',') ?? ''
  const include = options?.includeWalletIds?.join(',') ?? ''
  const exclude = options?.excludeWalletIds?.join(',') ?? ''

  useEffect(() => {
    if (!projectId) return
    const abort = new AbortController()
    const skip = new Set(split(installedRdns))
    const visible = (w: DirectoryWallet) => !w.rdns || !skip.has(w.rdns)
    const featuredList = split(featuredIds)
    const excluded = split(exclude)
    const base = { projectId, page: 1, ...(chains ? { chains: split(chains) } : {}) }
    const load = async () => {
      const featured = featuredList.length
        ? (
            await fetchWallets(
              { ...base, entries: featuredList.length, include: featuredList, exclude: excluded },
              abort.signal,
            )
          ).data
            .filter(visible)
            .sort((a, b) => rankIn(featuredList, a) - rankIn(featuredList, b))
        : []
      const recommended = (
        await fetchWallets(
          {
            ...base,
            entries: RECOMMENDED_ENTRIES,
            ...(include ? { include: split(include) } : {}),
            exclude: [...excluded, ...featuredList],
          },
          abort.signal,
        )
      ).data.filter(visible)
      setSections({ featured, recommended })
    }
    load().catch((e: unknown) => {
      if (abort.signal.aborted) return
      setSections({ featured: [], recommended: [], error: e instanceof Error ? e.message : String(e) })
    })
    return () => abort.abort()
  }, [projectId, featuredIds, include, exclude, installedRdns, chains])
  return sections
}
