/**
 * English texts of the e-mail field and the divider, which the page's dialog shell shows before the
 * modal's code (and the rest of the catalogue) is in: a module of their own so the page ships these
 * few and not every embedded-wallet text.
 */
export const authShellMessages = {
  'auth.emailLabel': 'E-mail',
  'auth.emailPlaceholder': 'Your e-mail',
  'auth.continue': 'Continue',
  'auth.or': 'or',
} as const
