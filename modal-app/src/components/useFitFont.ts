import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react'
import { fitFontSize } from './fitFont.js'

let canvas: HTMLCanvasElement | undefined

/** How wide `text` is in `element`'s font at `size` px. */
function measure(element: HTMLElement, text: string, size: number): number {
  canvas ??= document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) return 0
  const style = getComputedStyle(element)
  context.font = `${style.fontStyle} ${style.fontWeight} ${size}px ${style.fontFamily}`
  return context.measureText(text).width
}

/**
 * Shrinks an amount's font from `max` to `min` px so the whole figure shows in its box (an input
 * clips what does not fit without a mark: '299.09701' of '299.097018'); below `min` the element's
 * own `text-ellipsis` takes over. Re-measured when the text or the box's width changes.
 */
export function useFitFont<T extends HTMLElement>(text: string, max: number, min: number) {
  const ref = useRef<T>(null)
  const [size, setSize] = useState(max)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const fit = () => {
      const style = getComputedStyle(element)
      const room =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      // A pixel of slack: canvas and layout round differently.
      setSize(fitFontSize(measure(element, text, max), room - 1, max, min))
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(element)
    return () => observer.disconnect()
  }, [text, max, min])
  const style: CSSProperties = { fontSize: size }
  return { ref, style }
}
