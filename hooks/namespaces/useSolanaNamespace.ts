import { useEffect, useSyncExternalStore } from 'react'
import type { ChainNamespace } from '../../src/chains/caip'
import type { NamespaceAdapter, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import { EMBEDDED_SOLANA_WALLET_NAME } from '../../connectors/namespaces/embeddedSolanaWalletName'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from '../../connectors/namespaces/walletConnectSolanaWalletName'
import { useFoyerOptions } from '../foyerContext'
import { namespaceRuntime, type NamespaceRuntime } from './solanaRuntime'

/** Return type of {@link useSolanaNamespace}. */
export type UseSolanaNamespaceReturnType = {
  /** The app turned Solana on (`createFoyerConfig({ solana })`). */
  enabled: boolean
  /** The adapter, once its code has loaded. */
  adapter: NamespaceAdapter | undefined
  /** The Solana connection (disconnected until the adapter loads). */
  state: NamespaceConnectionState
  /** Wallet Standard Solana wallets in the browser. */
  wallets: readonly NamespaceWallet[]
  /** The namespace the modal shows; undefined means EVM. */
  activeChain: ChainNamespace | undefined
  /** The per-app runtime, for actions (`setActiveChain`). */
  runtime: NamespaceRuntime
}

const disconnected: NamespaceConnectionState = { status: 'disconnected', accounts: [] }
const noWallets: readonly NamespaceWallet[] = []
// The embedded wallet's Solana side is reached through e-mail or social sign-in, and a WalletConnect
// session's through the WalletConnect entry: neither is listed as a Solana wallet of its own.
const listedCache = new WeakMap<readonly NamespaceWallet[], readonly NamespaceWallet[]>()
const listed = (wallets: readonly NamespaceWallet[]) => {
  let cached = listedCache.get(wallets)
  if (!cached) {
    cached = wallets.filter((wallet) => wallet.id !== EMBEDDED_SOLANA_WALLET_NAME && wallet.id !== WALLETCONNECT_SOLANA_WALLET_NAME)
    listedCache.set(wallets, cached)
  }
  return cached
}

/**
 * The Solana namespace inside the modal: loads Solana's code when a view that needs it mounts (only
 * for apps with the `solana` option), then follows the adapter's state and wallet list.
 *
 * @example
 * const { enabled, wallets, adapter } = useSolanaNamespace()
 */
export function useSolanaNamespace(): UseSolanaNamespaceReturnType {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const enabled = config.solana !== undefined
  useEffect(() => {
    if (enabled) runtime.loadSolana().catch(() => undefined)
  }, [enabled, runtime])
  const subscribe = (listener: () => void) => {
    const offRuntime = runtime.subscribe(listener)
    const offAdapter = runtime.solana?.subscribe(listener)
    return () => {
      offRuntime()
      offAdapter?.()
    }
  }
  const adapter = useSyncExternalStore(runtime.subscribe, () => runtime.solana, () => undefined)
  const state = useSyncExternalStore(subscribe, () => runtime.solana?.getState() ?? disconnected, () => disconnected)
  const wallets = useSyncExternalStore(subscribe, () => listed(runtime.solana?.getWallets() ?? noWallets), () => noWallets)
  const activeChain = useSyncExternalStore(runtime.subscribe, () => runtime.activeChain, () => undefined)
  return { enabled, adapter, state, wallets, activeChain, runtime }
}
