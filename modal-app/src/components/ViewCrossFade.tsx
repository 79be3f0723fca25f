import type { ViewName } from '@airlock/shared-protocol'
import { Component, createRef, type ReactNode } from 'react'
import type { ViewSnapshot } from './leavingView.js'
import { loadedViews } from './loadViews.js'

interface Props {
  view: ViewName
  /** Only an open modal cross-fades: a view swapped while closed waits for the next open(). */
  open: boolean
  children: ReactNode
}

/**
 * The card's body, cross-fading from one view to the next. A class for getSnapshotBeforeUpdate, React's
 * one hook that runs after a render and before its DOM changes: the old view is copied there. The
 * copying and fading code comes with the views chunk (the boot chunk is at its budget): a view change
 * before that chunk has arrived, which is rare as it is fetched once Connect has rendered, just swaps.
 */
export class ViewCrossFade extends Component<Props> {
  private body = createRef<HTMLDivElement>()
  private removeLeaving: (() => void) | undefined

  override getSnapshotBeforeUpdate(prev: Props): ViewSnapshot | null {
    const body = this.body.current
    const views = loadedViews()
    if (!views || !body || prev.view === this.props.view || !prev.open || !this.props.open) return null
    return views.snapshotView(body)
  }

  override componentDidUpdate(_prev: Props, _state: unknown, snapshot: ViewSnapshot | null) {
    if (!snapshot || !this.body.current) return
    this.removeLeaving?.()
    this.removeLeaving = loadedViews()?.fadeOutView(snapshot, this.body.current)
  }

  override componentWillUnmount() {
    this.removeLeaving?.()
  }

  override render() {
    return (
      <div ref={this.body} className="flex min-h-0 flex-col overflow-y-auto px-4 pb-4">
        {this.props.children}
      </div>
    )
  }
}
