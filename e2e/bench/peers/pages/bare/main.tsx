import { mount } from '../shell.js'

window.__bench.open = () => undefined
mount(
  <button id="connect" type="button">
    Connect
  </button>,
)
