// The `foyer-kit/sui` entry: turns on the Sui namespace. Apps that never import it carry no Sui code in
// their build.
export { sui, type FoyerSui, type FoyerSuiOptions } from '../connectors/namespaces/sui/sui'
export { suiDevnet, suiLocalnet, suiMainnet, suiTestnet, withSuiRpcUrl } from '../src/chains/suiChains'
