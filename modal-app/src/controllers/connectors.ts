import type { Connector, ConnectorContext } from '../connectors/connector.js'
import { loadConnector } from '../connectors/registry.js'
import { t } from '../i18n/t.js'
import { appStore, currentView } from '../stores/appStore.js'
import { accountsChanged, chainChanged, disconnected } from './connectorEvents.js'
import { closeModal, goBack, onClose, pushView } from './navigation.js'
import { mayConnect } from './projectAccess.js'

/**
 * Spec section 4: a request whose approval is in the modal opens ApproveTransaction (opening the
 * modal if it was closed); success or refusal pops that view, or closes the modal it opened.
 * Closing the modal meanwhile aborts the request.
 */
async function withApproval<T>(work: () => Promise<T>, abort: () => void): Promise<T> {
  const wasOpen = appStore.getState().open
  if (!wasOpen) appStore.setState({ open: true, history: ['ApproveTransaction'] })
  else pushView('ApproveTransaction')
  const offClose = onClose(abort)
  try {
    return await work()
  } finally {
    offClose()
    if (currentView(appStore.getState()) === 'ApproveTransaction') {
      if (wasOpen && appStore.getState().history.length > 1) goBack()
      else closeModal()
    }
  }
}

const context: ConnectorContext = {
  accountsChanged,
  chainChanged,
  disconnected,
  withApproval,
  mayConnect,
  notify: (variant, message) => void import('./snackbar.js').then((m) => m.showSnackbar(variant, t(message))),
}

/** The connector for `id`, with what the modal offers it; its code loads on first use. */
export const connectorFor = (id: string): Promise<Connector> => loadConnector(id, context)
