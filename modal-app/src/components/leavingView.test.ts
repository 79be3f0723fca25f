import { afterEach, expect, it } from 'vitest'
import { snapshotView } from './leavingView.js'

afterEach(() => document.body.replaceChildren())

function body() {
  const root = document.createElement('div')
  root.innerHTML = `
    <div class="list" style="height: 20px; overflow: auto"><div style="height: 200px"></div></div>
    <input value="typed-at-first">
    <iframe src="about:blank" style="width: 30px; height: 40px"></iframe>`
  document.body.append(root)
  return root
}

it('copies what a clone drops: typed values and scroll offsets', () => {
  const live = body()
  const input = live.querySelector('input') as HTMLInputElement
  input.value = 'vitalik.eth'
  const list = live.querySelector('.list') as HTMLElement
  list.scrollTop = 50
  const snapshot = snapshotView(live)
  expect((snapshot.copy.querySelector('input') as HTMLInputElement).value).toBe('vitalik.eth')
  document.body.append(snapshot.copy)
  for (const restore of snapshot.restore) restore()
  expect((snapshot.copy.querySelector('.list') as HTMLElement).scrollTop).toBe(50)
})

it('leaves frames out of the copy, so their pages do not load twice', () => {
  const live = body()
  const snapshot = snapshotView(live)
  expect(snapshot.copy.querySelector('iframe')).toBeNull()
  expect(snapshot.copy.children).toHaveLength(live.children.length)
  // The live view is untouched.
  expect(live.querySelector('iframe')).not.toBeNull()
})
