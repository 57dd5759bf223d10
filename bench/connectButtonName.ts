/**
 * The accessible name of the button a visit clicks: Foyer's `<ConnectButton/>` says "Connect"; the
 * app without Foyer (`consumer/apps/bare.tsx`) and the source demo's reference say "Connect Wallet".
 */
export const connectButtonName = /^Connect( Wallet)?$/
