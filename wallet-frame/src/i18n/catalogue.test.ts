import { join } from 'node:path'
import { describeCatalogues } from '../../../scripts/i18n/catalogueTests.js'

describeCatalogues('the wallet frame', join(import.meta.dirname, '..'))
