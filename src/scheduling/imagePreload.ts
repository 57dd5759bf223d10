/**
 * How long a wallet icon may take to load before the kit gives up on it and shows the wallet's
 * letter instead: a slow or hanging image host must not leave an empty tile in the list.
 */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
