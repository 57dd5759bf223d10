// A module of its own: the page's opening code asks for the schemas on the click, without taking
// the registry client (and its HTTP client) into the page.

/**
 * Loads the registry answer's zod schemas (a chunk of their own, kept out of the page's code).
 * `getWallets` (walletRegistry.ts) waits for them; calling this first, e.g. as a connect button is pressed, lets
 * the chunk arrive alongside the request instead of after the request has started.
 *
 * @example
 * void loadWalletSchemas()
 */
export function loadWalletSchemas(): Promise<typeof import('./wire/walletSchemas')> {
  return import('./wire/walletSchemas')
}
