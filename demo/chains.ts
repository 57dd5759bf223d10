import { defineChain } from 'viem'
import { mainnet } from 'viem/chains'

const env = import.meta.env

/** RPC URL of the first local anvil chain (31337). */
export const localRpcUrl: string = env.VITE_FOYER_CHAIN_URL ?? 'http://127.0.0.1:8545'
/** RPC URL of the second local anvil chain (31338), so network switching is real. */
export const local2RpcUrl: string = env.VITE_FOYER_CHAIN2_URL ?? 'http://127.0.0.1:8546'
/** Foyer's API (services/api). */
export const apiUrl: string = env.VITE_FOYER_API_URL ?? 'http://127.0.0.1:8787'

/**
 * The local chains' universal resolver (`FoyerNameResolver`, deployed by `npm start` at the same
 * address on both chains): it answers ENS lookups from the ENS deployed beside it (`foyer-dev.eth`
 * is anvil account #4's), else from the names registered with Foyer's API (CCIP-Read), so wagmi's
 * `useEnsName`, `useEnsAddress` and `useEnsAvatar` resolve both.
 */
export const localNameResolver = '0x7EF02d719Ef42C0B1E48450f2F6EDb30CEfF00AA' as const

/** The first local chain. */
export const foyerLocal = defineChain({
  id: 31337,
  name: 'Foyer Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [localRpcUrl] } },
  contracts: { ensUniversalResolver: { address: localNameResolver } },
  testnet: true,
})

/** The second local chain. */
export const foyerLocal2 = defineChain({
  id: 31338,
  name: 'Foyer Local 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [local2RpcUrl] } },
  contracts: { ensUniversalResolver: { address: localNameResolver } },
  testnet: true,
})

export { mainnet }
