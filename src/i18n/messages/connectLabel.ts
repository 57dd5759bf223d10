import type { Locale } from '../locales'

/**
 * The connect button's label in every locale the kit ships. It shows on the page before the modal's
 * code (and so before a non-English catalogue) has loaded, so these few words ship with the page;
 * the catalogues' `button.connect` reads them from here.
 */
export const connectLabels = { en: 'Connect', es: 'Conectar', ar: 'اتصال' } as const satisfies Record<Locale, string>
