/** The key Farcaster apps give the stand-in unless it is started with another (development only). */
export const RELAY_STAND_IN_AUTH_KEY = 'foyer-dev:farcaster-relay-auth-key'
