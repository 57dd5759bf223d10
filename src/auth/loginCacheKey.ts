/**
 * The kit storage's key of the embedded-wallet login cache; a page reads what an earlier one wrote.
 * A file of its own: the connector checks the key's hint at page load, while the cache's code loads
 * with the kit's store (`withLoginCache`).
 */
export const loginCacheKey = 'foyer.auth'
