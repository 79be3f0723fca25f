// AppKit's React entry types its elements for JSX, so `<appkit-button />` in a .tsx file typechecks
// once the app imports `@reown/appkit/react`; the same here with `@airlock/host-sdk/react`. The
// attributes are the ones the buttons entry's elements observe.
type Size = 'sm' | 'md'

export interface AppKitElements {
  'appkit-modal': { class?: string }
  'appkit-button': {
    size?: Size
    label?: string
    loadingLabel?: string
    disabled?: boolean
    balance?: 'show' | 'hide'
    namespace?: string
  }
  'appkit-connect-button': { size?: Size; label?: string; loadingLabel?: string }
  'appkit-account-button': { disabled?: boolean; balance?: 'show' | 'hide' }
  'appkit-network-button': { disabled?: boolean }
}

// React 18's types read the global JSX namespace, React 19's the one inside the module.
declare global {
  namespace JSX {
    interface IntrinsicElements extends AppKitElements {}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitElements {}
  }
}
