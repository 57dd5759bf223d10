import type { CaipNetwork } from '../../src/chains/network'
import { ConnectorChainsUnsupportedError } from '../../src/errors/namespaceErrors'
import { NetworkNotFoundError } from '../../src/errors/networkErrors'

/**
 * The app's networks a wallet covers, for chain families where a wallet must name one of them:
 * none covered means the wallet cannot serve the app at all.
 *
 * @param walletId - The wallet's id, named in the error.
 * @param covered - The CAIP-2 ids of the app's networks the wallet lists.
 * @param networks - The app's networks, in the app's order.
 * @throws ConnectorChainsUnsupportedError when the wallet covers none of `networks`.
 * @example
 * const supported = coveredConnectNetworks({ walletId: 'Slush', covered: ['sui:testnet'], networks })
 */
export function coveredConnectNetworks({
  walletId,
  covered,
  networks,
}: {
  walletId: string
  covered: readonly string[]
  networks: readonly CaipNetwork[]
}): CaipNetwork[] {
  if (covered.length === 0) throw new ConnectorChainsUnsupportedError({ connectorId: walletId, requested: networks.map((network) => network.caipNetworkId) })
  return networks.filter((network) => covered.includes(network.caipNetworkId))
}

/**
 * The network a connect lands on among those the wallet supports: the asked one, else the app's
 * active network when the wallet supports it, else the first supported one.
 *
 * @param supported - The app's networks the wallet supports.
 * @param activeId - The CAIP-2 id of the app's active network.
 * @param caipNetworkId - The network the connect asks for, if any.
 * @throws NetworkNotFoundError when the asked network (or, without one, any network) is not supported.
 * @example
 * const target = pickConnectNetwork({ supported, activeId: active.caipNetworkId, caipNetworkId })
 */
export function pickConnectNetwork({
  supported,
  activeId,
  caipNetworkId,
}: {
  supported: readonly CaipNetwork[]
  activeId: string
  caipNetworkId: string | undefined
}): CaipNetwork {
  const target =
    caipNetworkId === undefined
      ? (supported.find((network) => network.caipNetworkId === activeId) ?? supported[0])
      : supported.find((network) => network.caipNetworkId === caipNetworkId)
  if (!target) throw new NetworkNotFoundError({ caipNetworkId: caipNetworkId ?? '' })
  return target
}
