// A locale's compiled catalogue (scripts/i18n/localesPlugin.ts).
declare module 'virtual:airlock-locale/*' {
  const messages: Record<string, unknown>
  export default messages
}
