import { describe, expect, it } from 'vitest'
import { en, type MessageKey } from './en'
import { loadCatalogue, localeDirection } from './locales'

describe('locales', () => {
  it.each(['es', 'ar'] as const)('%s is complete and keeps every placeholder', async (locale) => {
    const catalogue = await loadCatalogue(locale)
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en) as MessageKey[]) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
      expect(placeholders(catalogue[key]), key).toEqual(placeholders(en[key]))
      expect(catalogue[key].trim(), key).not.toBe('')
    }
  })

  it('Arabic is right to left, the others left to right', () => {
    expect(localeDirection('ar')).toBe('rtl')
    expect(localeDirection('es')).toBe('ltr')
    expect(localeDirection('en')).toBe('ltr')
  })
})
