/**
 * The kit storage's key of the other families' connections, kept so the next page load can restore them.
 * A file of its own: the provider checks it at mount, and nothing else of the sessions' code needs to
 * ship with the page.
 */
export const namespaceSessionsStorageKey = 'foyer.namespaceSessions'
