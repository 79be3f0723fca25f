import { describe, expect, it } from 'vitest'
import { modalInitialScripts, modalInlineScripts } from './modalInitialScripts.ts'

describe('modalInitialScripts', () => {
  it('reads the scripts the inline boot adds, and any the HTML lists itself, once each', () => {
    const html = `<head><meta name="airlock-app" content="/assets/index-a.js /assets/runtime-b.js /assets/app-c.js" />
      <script type="module" crossorigin src="/assets/extra-d.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/app-c.js"></head>`
    expect(modalInitialScripts(html)).toEqual([
      '/assets/index-a.js',
      '/assets/runtime-b.js',
      '/assets/app-c.js',
      '/assets/extra-d.js',
    ])
  })

  it('finds nothing in a page without scripts (npm run size then fails)', () => {
    expect(modalInitialScripts('<html><body><script>inline()</script></body></html>')).toEqual([])
  })
})

describe('modalInlineScripts', () => {
  it('reads the code of every inline script, classic or module, and skips files and data blocks', () => {
    const html = `<head><script type="module" crossorigin src="/assets/app.js"></script>
      <script type="application/json">{"a":1}</script><script type="module">m()</script></head>
      <body><div id="root"></div><script>boot()</script><script> </script></body>`
    expect(modalInlineScripts(html)).toEqual(['m()', 'boot()'])
  })

  it('finds none in a page without inline scripts', () => {
    expect(modalInlineScripts('<script src="/a.js"></script>')).toEqual([])
  })
})
