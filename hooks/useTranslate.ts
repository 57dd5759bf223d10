import { useCallback } from 'react'
import { en, type MessageKey } from '../src/i18n/en'
import { translate, type MessageParams } from '../src/i18n/translate'

/**
 * Returns a type-checked `t(key, params)` for the modal's texts.
 * English only for now; other locales plug in here.
 */
export function useTranslate(): (key: MessageKey, params?: MessageParams) => string {
  return useCallback((key: MessageKey, params?: MessageParams) => translate(en, key, params), [])
}
