import { act, createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withMoreMethods } from '../createAppKit.js'
import { anvil } from '../networks.js'
import { hydrationView } from '../ssr/hydrationView.js'
import { createServerAppKit } from '../ssr/serverAppKit.js'
import { setAppKit } from '../state/instance.js'
import { createAppKit, useAppKitAccount, useAppKitTheme } from './index.js'

const options = { projectId: 'p', networks: [anvil] }

function App() {
  const { status } = useAppKitAccount()
  const { themeMode } = useAppKitTheme()
  return createElement('p', null, `${status} ${themeMode}`)
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('hydrating markup rendered on a server', () => {
  it('matches on the first client render, then shows the live state', async () => {
    // What the server sent: its inert instance, the system theme unknown.
    setAppKit(withMoreMethods(createServerAppKit(options), options), hydrationView(options))
    const html = renderToString(createElement(App))
    expect(html).toBe('<p>disconnected dark</p>')

    // The browser's instance differs from it at once: the visitor's system theme is light.
    vi.stubGlobal('matchMedia', () => ({ matches: true }))
    const appKit = createAppKit(options)
    expect(appKit.getThemeMode()).toBe('light')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
    // React reads this flag to run act() outside its own test renderer.
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    await act(async () => {
      hydrateRoot(container, createElement(App), { onRecoverableError: (error) => errors.push(error) })
    })
    // After hydration React re-renders with the live state (from an effect: waited for, not assumed).
    await expect.poll(() => container.innerHTML).toBe('<p>disconnected light</p>')
    consoleError.mockRestore()
    expect(errors).toEqual([])
    appKit.destroy()
  })
})
