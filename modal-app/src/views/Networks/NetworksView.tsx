import { ListRow } from '../../components/ListRow.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { showSnackbar } from '../../controllers/snackbar.js'
import { switchNetwork } from '../../controllers/switchNetwork.js'
import { t } from '../../i18n/t.js'
import { useApp } from '../../stores/useApp.js'

export function NetworkList() {
  const networks = useApp((s) => s.networks)
  const active = useApp((s) => s.activeNetwork?.caipNetworkId)
  return (
    <div className="flex flex-col gap-2">
      {networks.map((network) => (
        <ListRow
          key={network.caipNetworkId}
          testId="network-row"
          data={{ caip: network.caipNetworkId }}
          onClick={async () => {
            const result = await switchNetwork(network.caipNetworkId)
            if (!result.ok)
              showSnackbar(
                'error',
                result.error.code === 4001 ? t('Switch declined') : t(result.error.message),
              )
          }}
          trailing={
            network.caipNetworkId === active ? (
              <span className="h-2 w-2 rounded-full bg-emerald-500" title={t('Active network')} />
            ) : null
          }
        >
          <NetworkImage network={network} />
          <span className="truncate">{network.name}</span>
        </ListRow>
      ))}
    </div>
  )
}

export default function NetworksView() {
  return <NetworkList />
}
