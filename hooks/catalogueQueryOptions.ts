import type { Catalogue } from '../src/i18n/en'
import { loadCatalogue, type Locale } from '../src/i18n/locales'

/**
 * A locale's message catalogue, loaded once per page (its chunk never changes while the page
 * lives); English needs none, its texts ship with the code that shows them.
 *
 * @example
 * useQuery({ ...catalogueQueryOptions('es'), enabled: !modalCatalogue })
 */
export function catalogueQueryOptions(locale: Locale) {
  return {
    queryKey: ['foyer.catalogue', locale] as const,
    queryFn: (): Promise<Catalogue | undefined> => (locale === 'en' ? Promise.resolve(undefined) : loadCatalogue(locale)),
    enabled: locale !== 'en',
    staleTime: Number.POSITIVE_INFINITY,
  }
}
