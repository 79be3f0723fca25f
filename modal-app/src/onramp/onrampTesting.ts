import type { ViewName } from '@airlock/shared-protocol'
import type { TokenBalance } from '../api/blockchain.js'
import { clearAccountCaches } from '../controllers/account.js'
import { appStore, initialState } from '../stores/appStore.js'
import { testNetwork } from '../testing/networks.js'
import type { OnrampOptions } from './onrampApi.js'
import { forgetOnrampOptions } from './onrampController.js'
import { sampleOptions } from './onrampOptions.js'
import { resetOnrampState } from './onrampStore.js'

/** For the Buy tests: the account that buys, connected on the devnet. */
export const buyer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A fresh modal with the buyer connected, on these views, and nothing of the last test kept. */
export function startConnected(history: ViewName[]) {
  clearAccountCaches()
  forgetOnrampOptions()
  resetOnrampState()
  appStore.setState(initialState(), true)
  appStore.setState({
    status: 'connected',
    address: buyer,
    activeNetwork: testNetwork(),
    connectorId: 'injected',
    options: { projectId: 'p1' } as never,
    history,
  })
}

/** The cloud's options on the devnet: the sample's limits, USDC listed before ETH, sandbox providers. */
export function devnetOptions(): OnrampOptions {
  const sample = sampleOptions(testNetwork())
  const network = { name: 'devnet', display_name: 'Airlock Devnet', chain_id: '31337' }
  return {
    ...sample,
    purchaseCurrencies: [
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [network] },
      ...sample.purchaseCurrencies,
    ],
    providers: sample.providers.map((p) => ({ ...p, sandbox: true })),
  }
}

/** The portfolio's ETH, priced in USD (what an estimate is worked out from). */
export const pricedEth = (price: number): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price,
  quantity: { decimals: '18', numeric: '0' },
})
