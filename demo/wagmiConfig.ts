import { http } from 'viem'
import { createConfig } from 'wagmi'
import { foyerLocal, foyerLocal2, mainnet } from './chains'

/**
 * The demo's wagmi config: both local chains and mainnet, with EIP-6963
 * discovery on so every browser wallet that announces itself is listed.
 */
export const wagmiConfig = createConfig({
  chains: [foyerLocal, foyerLocal2, mainnet],
  multiInjectedProviderDiscovery: true,
  connectors: [],
  transports: {
    [foyerLocal.id]: http(),
    [foyerLocal2.id]: http(),
    [mainnet.id]: http(),
  },
})
