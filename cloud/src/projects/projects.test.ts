import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

  it('finds only its own project ids', () => {
    const projects = loadProjects()
    expect(projects.find('airlock-demo')).toBeDefined()
    expect(projects.find('nope')).toBeUndefined()
    expect(projects.find('')).toBeUndefined()
    expect(projects.find('toString')).toBeUndefined()
    expect(projects.find('__proto__')).toBeUndefined()
  })

  it('checks origins against the allowlist', () => {
    const projects = loadProjects()
    expect(projects.allowsOrigin('airlock-demo', 'http://app.localhost:5173')).toBe(true)
    expect(projects.allowsOrigin('airlock-demo', 'https://evil.example')).toBe(false)
    expect(projects.allowsOrigin('nope', 'http://app.localhost:5173')).toBe(false)
  })

  it('compares secret keys exactly', () => {
    const projects = loadProjects()
    expect(projects.keyMatches('airlock-demo', 'dev-only-airlock-demo-secret')).toBe(true)
    expect(projects.keyMatches('airlock-demo', 'dev-only-airlock-demo-secreT')).toBe(false)
    expect(projects.keyMatches('airlock-demo', 'dev-only')).toBe(false)
    expect(projects.keyMatches('airlock-demo', undefined)).toBe(false)
    expect(projects.keyMatches('airlock-e2e', 'dev-only-airlock-demo-secret')).toBe(false)
  })

  it('refuses a projects file whose origins could break out of a CSP header', () => {
    const dir = mkdtempSync(join(tmpdir(), 'projects-'))
    const file = join(dir, 'projects.json')
    writeFileSync(
      file,
      JSON.stringify({ projects: { p: { allowedOrigins: ["https://a.com; script-src 'none'"] } } }),
    )
    expect(() => loadProjects(file)).toThrow(/Invalid origin pattern/)
  })
})
