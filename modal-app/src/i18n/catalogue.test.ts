import { join } from 'node:path'
import { describeCatalogues } from '../../../scripts/i18n/catalogueTests.js'
import { sharedTexts } from './sharedTexts.js'

describeCatalogues('the modal', join(import.meta.dirname, '..'), sharedTexts())
