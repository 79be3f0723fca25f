// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { Component, createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { preloadable } from './preloadable.js'

const Hello = ({ name }: { name: string }) => createElement('p', null, `hello ${name}`)
const fallback = ({ name }: { name: string }) => createElement('p', null, `loading ${name}`)

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error
      ? createElement('p', null, `failed: ${this.state.error.message}`)
      : this.props.children
  }
}

describe('preloadable', () => {
  it('renders a preloaded view at once, its fallback (of its props) before, and loads once', async () => {
    let loads = 0
    const View = preloadable(async () => {
      loads++
      return { default: Hello }
    }, fallback)
    expect(renderToString(createElement(View, { name: 'a' }))).toContain('loading a')
    await View.preload()
    expect(renderToString(createElement(View, { name: 'a' }))).toContain('hello a')
    await View.preload()
    expect(loads).toBe(1)
  })

  it('shows a view not preloaded as soon as its code is in, without a Suspense boundary', async () => {
    let arrive: (() => void) | undefined
    const View = preloadable(
      () =>
        new Promise<{ default: typeof Hello }>((resolve) => {
          arrive = () => resolve({ default: Hello })
        }),
      fallback,
    )
    render(createElement(View, { name: 'c' }))
    expect(screen.getByText('loading c')).toBeTruthy()
    await act(async () => arrive?.())
    expect(screen.getByText('hello c')).toBeTruthy()
  })

  it('throws a failed fetch from render, and tries it again the next time', async () => {
    let attempts = 0
    const View = preloadable(async () => {
      attempts++
      if (attempts === 1) throw new Error('offline')
      return { default: Hello }
    }, fallback)
    const quiet = console.error
    console.error = () => undefined
    try {
      render(createElement(Boundary, null, createElement(View, { name: 'b' })))
      expect(await screen.findByText('failed: offline')).toBeTruthy()
    } finally {
      console.error = quiet
    }
    await View.preload()
    expect(attempts).toBe(2)
    expect(renderToString(createElement(View, { name: 'b' }))).toContain('hello b')
  })
})
