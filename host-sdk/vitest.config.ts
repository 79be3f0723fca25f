import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'host-sdk',
    environment: 'happy-dom',
    // The frame test mounts an iframe; loading the modal itself is the e2e suite's job.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
})
