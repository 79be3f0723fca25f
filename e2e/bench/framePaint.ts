import type { Frame } from 'playwright-core'

/**
 * Inside a frame: optionally clicks `click`, then resolves at the first animation frame after
 * `until` is in the DOM. Returns ms since the click (or since the call), or with `absolute` the
 * time on the shared clock (timeOrigin + now) to compare with another frame's. A string is
 * evaluated, not a function: tsx would add helpers (__name) the page does not have.
 */
export async function whenPainted(
  frame: Frame,
  { click, until, absolute = false }: { click?: string; until: string; absolute?: boolean },
): Promise<number> {
  const at = absolute ? 'performance.timeOrigin + performance.now()' : 'performance.now() - t0'
  return (await frame.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now()
    ${click ? `document.querySelector(${JSON.stringify(click)}).click()` : ''}
    function check() {
      if (document.querySelector(${JSON.stringify(until)})) return requestAnimationFrame(() => resolve(${at}))
      if (performance.now() - t0 > 20000) return reject(new Error('nothing painted within 20 s'))
      requestAnimationFrame(check)
    }
    check()
  })`)) as number
}
