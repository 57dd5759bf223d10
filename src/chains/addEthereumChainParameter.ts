import { numberToHex, type AddEthereumChainParameter, type Chain } from 'viem'
import { z } from 'zod'

/** Options of {@link buildAddEthereumChainParameter}. */
export type BuildAddEthereumChainParameterOptions = {
  /**
   * Icon URLs for the wallet to show. When not given, `chain.custom.iconUrls` is used if the app
   * set it; Foyer's bundled icons are drawn in the page and have no URL to hand out.
   * @default chain.custom?.iconUrls ?? []
   */
  iconUrls?: readonly string[]
}

// `custom` is free-form on viem chains: read only a well-formed list of URLs from it.
const customIconUrls = z.object({ iconUrls: z.array(z.string().min(1)) })

const unique = (values: readonly string[]) => [...new Set(values.filter((value) => value.length > 0))]

/**
 * The `wallet_addEthereumChain` parameter (EIP-3085) for a wagmi chain, with these fields:
 * chain id in hex, RPC URLs, chain name, native currency, explorer URLs and icon URLs.
 *
 * Empty explorer and icon lists are left out rather than sent as `[]`: MetaMask refuses an
 * explorer list without at least one URL.
 *
 * @example
 * buildAddEthereumChainParameter(base)
 * // { chainId: '0x2105', chainName: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 * //   rpcUrls: ['https://mainnet.base.org'], blockExplorerUrls: ['https://basescan.org'] }
 */
export function buildAddEthereumChainParameter(chain: Chain, options: BuildAddEthereumChainParameterOptions = {}): AddEthereumChainParameter {
  const { default: defaultExplorer, ...otherExplorers } = chain.blockExplorers ?? {}
  const blockExplorerUrls = unique([defaultExplorer?.url ?? '', ...Object.values(otherExplorers).map((explorer) => explorer.url)])
  const fromCustom = customIconUrls.safeParse(chain.custom)
  const iconUrls = unique(options.iconUrls ?? (fromCustom.success ? fromCustom.data.iconUrls : []))
  const parameter: AddEthereumChainParameter = {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: { name: chain.nativeCurrency.name, symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals },
    rpcUrls: unique(chain.rpcUrls.default.http),
  }
  if (blockExplorerUrls.length > 0) parameter.blockExplorerUrls = blockExplorerUrls
  if (iconUrls.length > 0) parameter.iconUrls = iconUrls
  return parameter
}
