import type { HostWallet } from '@airlock/shared-protocol'
import { useEffect, useState } from 'react'
import { type DirectoryWallet, fetchWallets } from '../../api/directory.js'
import { useApp } from '../../stores/useApp.js'

/** Spec section 7: featured uses entries = number of featured ids (else 4), recommended 4. */
const RECOMMENDED_ENTRIES = 4

export interface DirectorySections {
  featured: DirectoryWallet[]
  recommended: DirectoryWallet[]
}

/** The Connect view's directory sections; installed wallets (by rdns) and excluded ids never appear. */
export function useDirectoryWallets(installed: HostWallet[]): DirectorySections {
  const options = useApp((s) => s.options)
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
    const skip = new Set(installedRdns.split(',').filter(Boolean))
    const visible = (w: DirectoryWallet) => !w.rdns || !skip.has(w.rdns)
    const featuredList = featuredIds ? featuredIds.split(',') : []
    const split = (value: string) => (value ? value.split(',') : [])
    const load = async () => {
      const featured = featuredList.length
        ? (
            await fetchWallets(
              { projectId, page: 1, entries: featuredList.length, include: featuredList },
              abort.signal,
            )
          ).data
            .filter(visible)
            .sort((a, b) => featuredList.indexOf(a.id) - featuredList.indexOf(b.id))
        : []
      const recommended = (
        await fetchWallets(
          {
            projectId,
            page: 1,
            // Ask for a few more: installed ones are dropped after.
            entries: RECOMMENDED_ENTRIES + 8,
            ...(include ? { include: split(include) } : {}),
            exclude: [...split(exclude), ...featuredList],
          },
          abort.signal,
        )
      ).data
        .filter(visible)
        .slice(0, RECOMMENDED_ENTRIES)
      setSections({ featured, recommended })
    }
    load().catch(() => {
      if (!abort.signal.aborted) setSections({ featured: [], recommended: [] })
    })
    return () => abort.abort()
  }, [projectId, featuredIds, include, exclude, installedRdns])
  return sections
}
