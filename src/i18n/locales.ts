import type { Catalogue } from './en'

/** Languages the modal ships. English is bundled with the modal; the others load on demand. */
export const locales = ['en', 'es', 'ar'] as const

/** A supported language. */
export type Locale = (typeof locales)[number]

/** Right-to-left languages among {@link locales}. */
const rtlLocales: readonly Locale[] = ['ar']

/** The writing direction of a locale. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return rtlLocales.includes(locale) ? 'rtl' : 'ltr'
}

/**
 * Loads a non-English catalogue. Each is its own chunk, fetched only when the
 * app picks that locale and the modal is about to show.
 */
export async function loadCatalogue(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  switch (locale) {
    case 'es':
      return (await import('./locales/es')).es
    case 'ar':
      return (await import('./locales/ar')).ar
  }
}
