import { useCallback } from 'react'
import { en, type MessageKey } from '../src/i18n/en'
import { translate, type MessageParams } from '../src/i18n/translate'
import { useFoyerCatalogue } from './foyerContext'

/**
 * Returns a type-checked `t(key, params)` for the modal's texts.
 * English unless the provider's `locale` picked (and loaded) another catalogue.
 */
export function useTranslate(): (key: MessageKey, params?: MessageParams) => string {
  const catalogue = useFoyerCatalogue()
  return useCallback((key: MessageKey, params?: MessageParams) => translate(catalogue ?? en, key, params), [catalogue])
}
