import { bitcoin, bitcoinRegtest, bitcoinTestnet } from 'foyer-kit/bitcoin'
import { cosmos, cosmosNetwork } from 'foyer-kit/cosmos'
import { polkadot, polkadotNetwork } from 'foyer-kit/polkadot'
import { stacks, stacksTestnet, withStacksApiUrl } from 'foyer-kit/stacks'
import { sui, suiLocalnet } from 'foyer-kit/sui'

// The demo's other chain families, each off unless the URL turns it on, so the EVM-only demo stays
// as it was. A parameter's value is the family's endpoint (no node of these families runs on this
// machine: the tests start a local fixture and pass its URL); `1` uses the family's public default.
//   ?bitcoin=http://127.0.0.1:PORT     Bitcoin regtest with that Esplora API (bitcoin=1: testnet)
//   ?polkadot=http://127.0.0.1:PORT    a local Substrate-style network with that JSON-RPC endpoint
//   ?cosmos=http://127.0.0.1:PORT      a local Cosmos chain with that LCD (REST) endpoint
//   ?sui=http://127.0.0.1:PORT         Sui localnet with that full-node JSON-RPC endpoint
//   ?stacks=http://127.0.0.1:PORT      Stacks testnet with that Stacks Blockchain API (stacks=1: Hiro's)
const params = new URLSearchParams(location.search)
const endpoint = (name: string): string | undefined => {
  const value = params.get(name)
  if (value === null || value === '') return undefined
  return value
}
const custom = (value: string | undefined): string | undefined => (value === undefined || value === '1' ? undefined : value)

const bitcoinUrl = endpoint('bitcoin')
const polkadotUrl = endpoint('polkadot')
const cosmosUrl = endpoint('cosmos')
const suiUrl = endpoint('sui')
const stacksUrl = endpoint('stacks')

/** The demo's local Polkadot-family network: Westend's genesis and SS58 prefix 42, served by a fixture. */
const polkadotLocal = (rpcUrl: string | undefined) =>
  polkadotNetwork({
    genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
    name: 'Westend Local',
    ss58Prefix: 42,
    symbol: 'WND',
    decimals: 12,
    rpcUrl,
    testnet: true,
  })

/** The demo's local Cosmos chain, served by a fixture. */
const cosmosLocal = (restUrl: string | undefined) =>
  cosmosNetwork({ chainId: 'foyer-local-1', name: 'Cosmos Local', bech32Prefix: 'cosmos', denom: 'uatom', symbol: 'ATOM', decimals: 6, restUrl, testnet: true })

/** The families `createFoyerConfig` gets, from the URL. */
export const demoNamespaces = {
  bitcoin: bitcoinUrl ? bitcoin({ networks: [custom(bitcoinUrl) ? bitcoinRegtest({ esploraUrl: bitcoinUrl }) : bitcoinTestnet] }) : undefined,
  polkadot: polkadotUrl ? polkadot({ networks: [polkadotLocal(custom(polkadotUrl))] }) : undefined,
  cosmos: cosmosUrl ? cosmos({ networks: [cosmosLocal(custom(cosmosUrl))] }) : undefined,
  sui: suiUrl ? sui({ networks: [suiLocalnet({ rpcUrl: custom(suiUrl) })] }) : undefined,
  stacks: stacksUrl ? stacks({ networks: [custom(stacksUrl) ? withStacksApiUrl(stacksTestnet, stacksUrl) : stacksTestnet] }) : undefined,
}
