// One validated configuration for the cloud and the modal's server: env over an optional JSON file
// over the offline defaults, refused in production while it holds dev keys or dev-only services.
export { type AirlockConfig, type AirlockSettings, airlockSettings } from './airlockSettings.js'
export { configOrExit } from './configOrExit.js'
export { defineSetting, type Setting, type SettingArea, type SettingSource } from './defineSetting.js'
export { formatSettings } from './formatSettings.js'
export {
  ConfigError,
  type LoadedSettings,
  type LoadSettingsOptions,
  loadConfig,
  loadSettings,
  type ResolvedSetting,
} from './loadSettings.js'
export { maskSecret } from './maskSecret.js'
