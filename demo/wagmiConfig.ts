import { http } from 'viem'
import { createConfig } from 'wagmi'
import { authConnector, lazyWalletConnect } from 'foyer-kit/connectors'
import { readAuthDemoOptions } from './authDemoOptions'
import { foyerLocal, foyerLocal2, mainnet } from './chains'
import { foyerConfig } from './foyerConfig'

/** The WalletConnect relay: `npm start` runs a local one, so pairing works offline. */
const relayUrl: string = import.meta.env.VITE_FOYER_RELAY_URL ?? 'ws://127.0.0.1:8789'

/**
 * The demo's wagmi config: both local chains and mainnet, with EIP-6963
 * discovery on so every browser wallet that announces itself is listed.
 */
export const wagmiConfig = createConfig({
  chains: [foyerLocal, foyerLocal2, mainnet],
  multiInjectedProviderDiscovery: true,
  // Loaded only when the user picks WalletConnect (or a session from an earlier visit exists).
  connectors: [
    // The embedded wallet (e-mail, social); its frame loads on first use only.
    authConnector({ config: foyerConfig, timeouts: readAuthDemoOptions().timeouts }),
    lazyWalletConnect({
      projectId: 'foyer-local',
      showQrModal: false,
      relayUrl,
      telemetryEnabled: false,
      metadata: { name: 'Foyer demo', description: 'The Foyer demo app', url: location.origin, icons: [] },
    }),
  ],
  transports: {
    [foyerLocal.id]: http(),
    [foyerLocal2.id]: http(),
    [mainnet.id]: http(),
  },
})
