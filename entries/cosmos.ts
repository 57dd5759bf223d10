// The `foyer-kit/cosmos` entry: turns on the Cosmos namespace. Apps that never import it carry no
// Cosmos code in their build.
export { cosmos, type FoyerCosmos, type FoyerCosmosOptions } from '../connectors/namespaces/cosmos/cosmos'
export { cosmosHub, cosmosNetwork, osmosis, type CosmosNetwork, type CosmosNetworkParameters } from '../src/chains/cosmosChains'
