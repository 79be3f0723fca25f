import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as z from 'zod'

const ProjectsFileSchema = z.object({
  projects: z.record(
    z.string().regex(/^[-_a-zA-Z0-9]{1,128}$/),
    z.object({ allowedOrigins: z.array(z.string().max(256)).max(100) }),
  ),
})

export interface Refusal {
  status: number
  /** The server messages the modal maps to its alerts (spec section 8). */
  message: 'Unauthorized: invalid key' | 'Unauthorized: origin not allowed'
}

export interface Projects {
  /** undefined when the project exists and, if an origin is given, allows it. */
  authorize(projectId: string | null | undefined, origin?: string | null): Refusal | undefined
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

/** Project ids and the origins each may be used from; a self-hosted cloud edits projects.json. */
export function loadProjects(path = process.env.AIRLOCK_PROJECTS ?? defaultProjectsPath): Projects {
  const file = ProjectsFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  return {
    authorize(projectId, origin) {
      const project = projectId ? file.projects[projectId] : undefined
      if (!project || !Object.hasOwn(file.projects, projectId as string)) {
        return { status: 401, message: 'Unauthorized: invalid key' }
      }
      if (origin && !project.allowedOrigins.some((pattern) => originMatches(pattern, origin))) {
        return { status: 403, message: 'Unauthorized: origin not allowed' }
      }
      return undefined
    },
  }
}
