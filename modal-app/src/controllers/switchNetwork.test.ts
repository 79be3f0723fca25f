import { beforeEach, describe, expect, it } from 'vitest'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import { closeModal, openModal } from './navigation.js'
import { switchNetwork } from './switchNetwork.js'

beforeEach(() => appStore.setState({ ...initialState(), networks: [testNetwork(1)] }, true))

describe('switchNetwork', () => {
  it("rejects a network the app did not list and shows 'Network Not Found' until the modal closes", async () => {
    openModal()
    const result = await switchNetwork('eip155:999')
    expect(result).toEqual({
      ok: false,
      error: { code: 4902, message: 'Network with ID eip155:999 not found' },
    })
    expect(appStore.getState().alert).toBe('Network Not Found')
    closeModal()
    expect(appStore.getState().alert).toBeUndefined()
  })

  it("leaves the project's own alert in place", async () => {
    appStore.setState({ alert: 'Invalid App Configuration' })
    openModal()
    await switchNetwork('eip155:999')
    closeModal()
    expect(appStore.getState().alert).toBe('Invalid App Configuration')
  })
})
