// Registered first so the view switch, Account's button and navigation can be built on; the form follows.
export default function SwapView() {
  return <div className="h-40" aria-busy="true" />
}
