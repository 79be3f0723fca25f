/**
 * One live wallet per browser profile: every tab shares this origin's WalletConnect storage, and two
 * cores writing it at once lose each other's pairings. The newest tab (the modal opens one per
 * "Open" click) takes over; older tabs are told to stop.
 */
export function takeOverOtherTabs(onTakenOver: () => void, channelName = 'airlock-dev-wallet') {
  const channel = new BroadcastChannel(channelName)
  const id = crypto.randomUUID()
  channel.onmessage = (event: MessageEvent<{ opened?: string }>) => {
    if (!event.data?.opened || event.data.opened === id) return
    channel.close()
    onTakenOver()
  }
  channel.postMessage({ opened: id })
  return () => channel.close()
}
