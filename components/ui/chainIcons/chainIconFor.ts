import type { ComponentType } from 'react'
import {
  ArbitrumIcon,
  AvalancheIcon,
  BaseIcon,
  BnbIcon,
  CeloIcon,
  EthereumIcon,
  FantomIcon,
  GnosisIcon,
  LineaIcon,
  OptimismIcon,
  PolygonIcon,
  ScrollIcon,
  ZkSyncIcon,
} from './evmChainIcons'
import { BitcoinIcon, SolanaIcon } from './otherChainIcons'

// Mainnets and their public testnets share a mark; the list shows a Testnet tag beside it.
const icons: Record<string, ComponentType> = {
  'eip155:1': EthereumIcon,
  'eip155:11155111': EthereumIcon,
  'eip155:17000': EthereumIcon,
  'eip155:137': PolygonIcon,
  'eip155:80002': PolygonIcon,
  'eip155:56': BnbIcon,
  'eip155:97': BnbIcon,
  'eip155:42161': ArbitrumIcon,
  'eip155:421614': ArbitrumIcon,
  'eip155:8453': BaseIcon,
  'eip155:84532': BaseIcon,
  'eip155:10': OptimismIcon,
  'eip155:11155420': OptimismIcon,
  'eip155:43114': AvalancheIcon,
  'eip155:43113': AvalancheIcon,
  'eip155:100': GnosisIcon,
  'eip155:10200': GnosisIcon,
  'eip155:324': ZkSyncIcon,
  'eip155:300': ZkSyncIcon,
  'eip155:42220': CeloIcon,
  'eip155:44787': CeloIcon,
  'eip155:250': FantomIcon,
  'eip155:4002': FantomIcon,
  'eip155:59144': LineaIcon,
  'eip155:59141': LineaIcon,
  'eip155:534352': ScrollIcon,
  'eip155:534351': ScrollIcon,
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': SolanaIcon,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': SolanaIcon,
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': SolanaIcon,
  'bip122:000000000019d6689c085ae165831e93': BitcoinIcon,
  'bip122:000000000933ea01ad0ee984209779ba': BitcoinIcon,
}

/**
 * The bundled icon of a well-known network, by CAIP-2 id, or undefined.
 *
 * @example
 * chainIconFor('eip155:8453') // BaseIcon
 */
export function chainIconFor(caipNetworkId: string): ComponentType | undefined {
  return icons[caipNetworkId]
}
