import { createElement, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { preloadable } from './preloadable.js'

const Hello = ({ name }: { name: string }) => createElement('p', null, `hello ${name}`)

describe('preloadable', () => {
  it('renders a preloaded view at once, where a lazy one would show its fallback', async () => {
    let loads = 0
    const View = preloadable(async () => {
      loads++
      return { default: Hello }
    })
    const tree = () => createElement(Suspense, { fallback: 'loading' }, createElement(View, { name: 'a' }))
    expect(renderToString(tree())).toContain('loading')
    await View.preload()
    expect(renderToString(tree())).toContain('hello a')
    await View.preload()
    expect(loads).toBe(1)
  })

  it('tries a failed fetch again', async () => {
    let attempts = 0
    const View = preloadable(async () => {
      attempts++
      if (attempts === 1) throw new Error('offline')
      return { default: Hello }
    })
    await expect(View.preload()).rejects.toThrow('offline')
    await View.preload()
    expect(attempts).toBe(2)
    expect(renderToString(createElement(View, { name: 'b' }))).toContain('hello b')
  })
})
