// The `foyer-kit/stacks` entry: turns on the Stacks namespace. Apps that never import it carry no Stacks
// code in their build.
export { stacks, type FoyerStacks, type FoyerStacksOptions } from '../connectors/namespaces/stacks/stacks'
export { stacksMainnet, stacksTestnet, withStacksApiUrl } from '../src/chains/stacksChains'
