// The `foyer-kit/bitcoin` entry: turns on the Bitcoin namespace (bip122). Apps that never import it
// carry no Bitcoin code (`@scure/btc-signer`, the Esplora client) in their build.
export { bitcoin } from '../connectors/namespaces/bitcoin/bitcoin'
export { bitcoinMainnet, bitcoinTestnet } from '../src/chains/builtinNetworks'
export { bitcoinRegtest, withEsploraUrl } from '../src/chains/bitcoinChains'
export type { FoyerBitcoin, FoyerBitcoinOptions } from '../src/config/foyerBitcoin'
