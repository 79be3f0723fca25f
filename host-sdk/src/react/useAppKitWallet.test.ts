import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../createAppKit.js'
import { anvil } from '../networks.js'
import { hydrationView } from '../ssr/hydrationView.js'
import { setAppKit } from '../state/instance.js'
import { useAppKitWallet } from './useAppKitWallet.js'

const account = {
  chainNamespace: 'eip155',
  chainId: '31337',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

/** Renders the hook with an instance whose connectWallet is `connectWallet`; returns its latest value. */
async function renderHook(
  connectWallet: AppKit['connectWallet'],
  options?: Parameters<typeof useAppKitWallet>[0],
) {
  setAppKit({ connectWallet } as AppKit, hydrationView({ projectId: 'p', networks: [anvil] }))
  const seen: ReturnType<typeof useAppKitWallet>[] = []
  function Probe() {
    seen.push(useAppKitWallet(options))
    return null
  }
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const root = createRoot(document.createElement('div'))
  await act(async () => root.render(createElement(Probe)))
  return { last: () => seen.at(-1) as ReturnType<typeof useAppKitWallet>, seen }
}

describe('useAppKitWallet', () => {
  it("connects the wallet named, with AppKit's states and onSuccess", async () => {
    let finish: (value: typeof account) => void = () => undefined
    const connectWallet = vi.fn(() => new Promise<typeof account>((resolve) => (finish = resolve)))
    const onSuccess = vi.fn()
    const hook = await renderHook(connectWallet, { namespace: 'eip155', onSuccess })
    expect(hook.last()).toMatchObject({ data: undefined, isPending: false, isSuccess: false, isError: false })
    let done: Promise<void> = Promise.resolve()
    await act(async () => {
      done = hook.last().connect('metamask')
    })
    expect(connectWallet).toHaveBeenCalledWith('metamask', 'eip155')
    expect(hook.last().isPending).toBe(true)
    await act(async () => {
      finish(account)
      await done
    })
    expect(hook.last()).toMatchObject({ data: account, isPending: false, isSuccess: true, isError: false })
    expect(onSuccess).toHaveBeenCalledWith(account)
  })

  it('reports the modal’s refusal as error and onError', async () => {
    const refusal = Object.assign(new Error('Wallet with ID nope not found'), { code: -32602 })
    const onError = vi.fn()
    const hook = await renderHook(() => Promise.reject(refusal), { onError })
    await act(() => hook.last().connect('nope'))
    expect(hook.last()).toMatchObject({ error: refusal, isError: true, isPending: false, isSuccess: false })
    expect(onError).toHaveBeenCalledWith(refusal)
  })
})
