/** The locales and the source language's formatter, for every package that shows text. */
export * from './i18n/formatMessage.js'
export * from './i18n/locales.js'
export * from './i18n/translator.js'
