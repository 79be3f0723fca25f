import type { HostWallet } from '@airlock/shared-protocol'
import { useEffect, useState } from 'react'
import { type DirectoryWallet, fetchWallets, rankIn } from '../../api/directory.js'
import { msg } from '../../i18n/t.js'
import { useApp } from '../../stores/useApp.js'

/** Spec section 7: featured uses entries = number of featured ids (else 4), recommended 4. */
export const RECOMMENDED_ENTRIES = 4
/** A directory that does not answer within this (spec section 9's request timeout) is reported, not awaited. */
const TIMEOUT_MS = 10_000

/** What the directory notice says when nothing answered: spec section 8's 'Something went wrong'. */
export const NO_ANSWER = msg('Something went wrong')

export interface DirectorySections {
  featured: DirectoryWallet[]
  recommended: DirectoryWallet[]
  /** Why the directory could not be read, in the spec's words: 'HTTP status code: {n}', or NO_ANSWER. */
  error?: string
  /** After a failure, a new attempt is under way. */
  retrying?: boolean
}

const HTTP_ERROR = /^HTTP status code: \d+$/

const split = (value: string) => (value ? value.split(',') : [])

/**
 * The Connect view's directory sections for the configured networks (`chains`). Ids may be explorer
 * ids or our old slugs; installed wallets (by rdns) and excluded ids never appear.
 */
export function useDirectoryWallets(installed: HostWallet[]): DirectorySections & { retry(): void } {
  const options = useApp((s) => s.options)
  const chains = useApp((s) => s.networks.map((n) => n.caipNetworkId).join(','))
  const [sections, setSections] = useState<DirectorySections>({ featured: [], recommended: [] })
  const [attempt, setAttempt] = useState(0)
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
    // A timer, not AbortSignal.any/timeout: the modal's target browsers (es2022) may lack them.
    let gone = false
    const signal = abort.signal
    const timer = setTimeout(() => abort.abort(), TIMEOUT_MS)
    if (attempt > 0) setSections((s) => (s.error ? { ...s, retrying: true } : s))
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
              signal,
            )
          ).data
            .filter(visible)
            .sort((a, b) => rankIn(featuredList, a) - rankIn(featuredList, b))
        : []
      const recommended = (
        await fetchWallets(
          {
            ...base,
            // As many more as installed wallets it may leave out, so the section stays full.
            entries: RECOMMENDED_ENTRIES + skip.size,
            ...(include ? { include: split(include) } : {}),
            exclude: [...excluded, ...featuredList],
          },
          signal,
        )
      ).data
        .filter(visible)
        .slice(0, RECOMMENDED_ENTRIES)
      setSections({ featured, recommended })
    }
    load()
      .catch((e: unknown) => {
        if (gone) return
        // Not the browser's 'Failed to fetch': no answer (offline, refused, timed out) is NO_ANSWER.
        const error = e instanceof Error && HTTP_ERROR.test(e.message) ? e.message : NO_ANSWER
        setSections({ featured: [], recommended: [], error })
      })
      .finally(() => clearTimeout(timer))
    return () => {
      gone = true
      clearTimeout(timer)
      abort.abort()
    }
  }, [projectId, featuredIds, include, exclude, installedRdns, chains, attempt])
  return { ...sections, retry: () => setAttempt((n) => n + 1) }
}
