// The `foyer-kit/solana` entry: turns on the Solana namespace. Apps that never import it carry no
// Solana code (`@solana/web3.js`, the wallet adapter) in their build.
export { solana } from '../connectors/namespaces/solana/solana'
export { SolanaWalletAdapterBridge } from '../components/solana/SolanaWalletAdapterBridge'
export type { FoyerSolana, FoyerSolanaOptions } from '../src/config/foyerSolana'
