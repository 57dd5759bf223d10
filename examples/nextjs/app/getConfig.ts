// The app's configuration, shared by the server (layout.tsx reads the wagmi cookie with it) and the
// browser (Providers.tsx): no "use client" here, and `createFoyerConfig()` runs on both sides.
import { createFoyerConfig } from 'foyer-kit'
import { cookieStorage, createConfig, createStorage, http, injected } from 'wagmi'
import { foundry } from 'wagmi/chains'

/**
 * Foyer's services. In `next dev` the options left out point at `npm start`'s local stack; a
 * production build (`next build`) takes them from the environment at build time.
 */
export const foyerConfig = createFoyerConfig({
  projectId: process.env.NEXT_PUBLIC_FOYER_PROJECT_ID,
  apiUrl: process.env.NEXT_PUBLIC_FOYER_API_URL,
})

/**
 * wagmi's config for server rendering: `ssr: true` and cookie storage, so the server reads the
 * visitor's connection from the request and renders it. One config per call: the server makes one
 * per request, the browser one per page.
 */
export function getConfig() {
  return createConfig({
    chains: [foundry],
    connectors: [injected()],
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
    // A local anvil (`npm start` runs one on 8545) unless NEXT_PUBLIC_RPC_URL names another node.
    transports: { [foundry.id]: http(process.env.NEXT_PUBLIC_RPC_URL) },
  })
}
