import { describe, expect, it } from 'vitest'
import { loadProjects, originMatches } from './projects.js'

describe('projects', () => {
  it('matches origins with port and subdomain wildcards', () => {
    expect(originMatches('http://app.localhost:*', 'http://app.localhost:5173')).toBe(true)
    expect(originMatches('http://app.localhost:*', 'http://app.localhost')).toBe(true)
    expect(originMatches('http://app.localhost:*', 'http://evil.localhost:5173')).toBe(false)
    expect(originMatches('https://*.example.com', 'https://shop.example.com')).toBe(true)
    expect(originMatches('https://*.example.com', 'https://example.com.evil.io')).toBe(false)
  })

  it('refuses unknown project ids and origins not on the allowlist with the server messages', () => {
    const projects = loadProjects()
    expect(projects.authorize('airlock-demo', 'http://app.localhost:5173')).toBeUndefined()
    expect(projects.authorize('airlock-demo', undefined)).toBeUndefined()
    expect(projects.authorize('nope', 'http://app.localhost:5173')).toEqual({
      status: 401,
      message: 'Unauthorized: invalid key',
    })
    expect(projects.authorize('', undefined)).toEqual({ status: 401, message: 'Unauthorized: invalid key' })
    expect(projects.authorize('toString', undefined)).toEqual({
      status: 401,
      message: 'Unauthorized: invalid key',
    })
    expect(projects.authorize('airlock-demo', 'https://evil.example')).toEqual({
      status: 403,
      message: 'Unauthorized: origin not allowed',
    })
  })
})
