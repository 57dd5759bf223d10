// The `foyer-kit/polkadot` entry: turns on the Polkadot namespace. Apps that never import it carry no
// Polkadot code in their build.
export { polkadot, type FoyerPolkadot, type FoyerPolkadotOptions } from '../connectors/namespaces/polkadot/polkadot'
export { kusama, polkadotMainnet, polkadotNetwork, westend, type PolkadotNetwork, type PolkadotNetworkParameters } from '../src/chains/polkadotChains'
