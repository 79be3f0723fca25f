import { join } from 'node:path'
import { describeCatalogues } from '../../../scripts/i18n/catalogueTests.js'

describeCatalogues('the dev wallet', join(import.meta.dirname, '..'))
