// `@airlock/host-sdk/siwx`: Sign In With X, AppKit's `@reown/appkit-siwx` (and `-siwe`) names.
export {
  createSIWEConfig,
  createSIWXConfig,
  DefaultSIWX,
  type DefaultSIWXOptions,
  type SIWEConfig,
  type SIWXConfig,
} from './siwx/siwxConfigs.js'
