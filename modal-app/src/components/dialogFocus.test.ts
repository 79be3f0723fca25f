import { describe, expect, it } from 'vitest'
import { nextTabStop } from './dialogFocus.js'

function dialog() {
  document.body.innerHTML = `
    <div id="card">
      <button id="back">Back</button><h1 id="title" tabindex="-1">Title</h1><button id="close">Close</button>
      <input id="field" /><button id="last">Send</button>
    </div>`
  const $ = (id: string) => document.getElementById(id) as HTMLElement
  return { $, stops: ['back', 'close', 'field', 'last'].map($) }
}

describe('nextTabStop', () => {
  it('moves to the next stop and wraps from the last to the first', () => {
    const { $, stops } = dialog()
    expect(nextTabStop(stops, $('close'), false)).toBe($('field'))
    expect(nextTabStop(stops, $('last'), false)).toBe($('back'))
  })

  it('wraps backwards from the first to the last', () => {
    const { $, stops } = dialog()
    expect(nextTabStop(stops, $('back'), true)).toBe($('last'))
    expect(nextTabStop(stops, $('field'), true)).toBe($('close'))
  })

  it('from the focused heading goes to the stop after it, or the one before it backwards', () => {
    const { $, stops } = dialog()
    expect(nextTabStop(stops, $('title'), false)).toBe($('close'))
    expect(nextTabStop(stops, $('title'), true)).toBe($('back'))
  })

  it('from the card or the body starts at the first stop, or the last backwards', () => {
    const { $, stops } = dialog()
    expect(nextTabStop(stops, $('card'), false)).toBe($('back'))
    expect(nextTabStop(stops, document.body, false)).toBe($('back'))
    expect(nextTabStop(stops, document.body, true)).toBe($('last'))
    expect(nextTabStop(stops, null, true)).toBe($('last'))
  })

  it('has nowhere to go without stops', () => {
    expect(nextTabStop([], document.body, false)).toBeUndefined()
  })
})
