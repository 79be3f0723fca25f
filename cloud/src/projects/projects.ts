import { timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as z from 'zod'

/** CSP-compatible source patterns only: they go into the modal's `frame-ancestors` header as they are. */
const OriginPatternSchema = z
  .string()
  .max(256)
  .regex(/^https?:\/\/(\*\.)?[-a-z0-9.]+(:(\d{1,5}|\*))?$/i, 'Invalid origin pattern')

const ProjectsFileSchema = z.object({
  projects: z.record(
    z.string().regex(/^[-_a-zA-Z0-9]{1,128}$/),
    z.object({
      allowedOrigins: z.array(OriginPatternSchema).max(100),
      /** For callers without a browser Origin (servers, native wallets): `Authorization: Bearer <secretKey>`. */
      secretKey: z.string().min(16).max(256).optional(),
    }),
  ),
})

export interface Refusal {
  status: number
  /** The server messages the modal maps to its alerts (spec section 8). */
  message: 'Unauthorized: invalid key' | 'Unauthorized: origin not allowed'
}

export interface Project {
  allowedOrigins: readonly string[]
}

export interface Projects {
  /** The project, if the id names one (own keys only: `toString` is not a project). */
  find(projectId: string | null | undefined): Project | undefined
  /** Whether the origin is on the project's allowlist. */
  allowsOrigin(projectId: string, origin: string): boolean
  /** Compares a presented key with the project's secret in constant time; false when the project has none. */
  keyMatches(projectId: string, key: string | undefined): boolean
}

export const defaultProjectsPath = join(import.meta.dirname, '..', '..', 'projects.json')

/** `http://app.localhost:*` allows any port; `https://*.example.com` any subdomain. */
export function originMatches(pattern: string, origin: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  const regex = escaped
    .replace(/:\*$/, '(:\\d+)?')
    .replace('//\\*\\.', '//([-a-z0-9]+\\.)+')
    .replace(/\*/g, '[^/]*')
  return new RegExp(`^${regex}$`, 'i').test(origin)
}

/** Project ids, the origins each may be used from, and their secret keys; a self-hosted cloud edits projects.json. */
export function loadProjects(path = process.env.AIRLOCK_PROJECTS ?? defaultProjectsPath): Projects {
  const file = ProjectsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  const find = (projectId: string | null | undefined) =>
    projectId && Object.hasOwn(file.projects, projectId) ? file.projects[projectId] : undefined
  return {
    find,
    allowsOrigin: (projectId, origin) =>
      find(projectId)?.allowedOrigins.some((pattern) => originMatches(pattern, origin)) ?? false,
    keyMatches(projectId, key) {
      const secret = find(projectId)?.secretKey
      if (!secret || key === undefined) return false
      const a = Buffer.from(secret)
      const b = Buffer.from(key)
      return a.length === b.length && timingSafeEqual(a, b)
    },
  }
}
