import type { Adapter, WalletName } from '@solana/wallet-adapter-base'
import { useWallet } from '@solana/wallet-adapter-react'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { ExternalSolanaWallet, SolanaAdapter } from '../../connectors/namespaces/solana/solanaAdapterTypes'
import { markExternalSolanaProvider } from '../../connectors/namespaces/solana/solanaExternalProvider'
import { useFoyerOptions } from '../../hooks/foyerContext'
import { namespaceRuntime } from '../../hooks/namespaces/namespaceRuntime'
import { NamespaceWalletError } from '../../src/errors/namespaceWalletErrors'

type PendingConnect = { name: string; resolve: (adapter: Adapter) => void; reject: (error: unknown) => void }

/**
 * For apps that already use `@solana/wallet-adapter-react`: render it inside both your
 * `<WalletProvider>` and `<FoyerProvider>`, and Foyer's modal shows and drives your provider's
 * connection instead of making a second one. The wallet your app connects is the Solana account
 * the modal shows; a wallet chosen in the modal is selected and connected through your provider;
 * Disconnect in the modal disconnects your provider's wallet. Foyer's Solana code still loads only
 * when needed: when your wallet connects, or when the modal first needs Solana.
 *
 * @example
 * import { SolanaWalletAdapterBridge, solana } from 'foyer-kit/solana'
 * <WalletProvider wallets={[]}>
 *   <FoyerProvider config={foyerConfig}>
 *     <SolanaWalletAdapterBridge />
 *     <App />
 *   </FoyerProvider>
 * </WalletProvider>
 */
export function SolanaWalletAdapterBridge(): null {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const context = useWallet()
  const { wallet, connected, publicKey } = context
  const loaded = useSyncExternalStore(
    runtime.subscribe,
    () => runtime.adapters.solana,
    () => undefined,
  )
  const contextRef = useRef(context)
  contextRef.current = context
  const pendingRef = useRef<PendingConnect>(undefined)

  // From the first render on, the app's provider owns reconnecting on page load (its autoConnect):
  // Foyer's restore of a stored Solana session then leaves the wallet alone.
  useEffect(() => markExternalSolanaProvider(runtime.plugin('solana')?.options), [runtime])

  // A wallet selected for a connection the modal asked for: connect it once the provider has it.
  useEffect(() => {
    const pending = pendingRef.current
    if (!pending || wallet?.adapter.name !== pending.name) return
    pendingRef.current = undefined
    const adapter = wallet.adapter
    context.connect().then(() => pending.resolve(adapter), pending.reject)
  }, [wallet, context])

  // The app's wallet connecting on its own (its button, auto-connect) makes Solana the modal's namespace.
  const wasConnected = useRef(false)
  useEffect(() => {
    if (connected && !wasConnected.current) runtime.setActiveChain('solana')
    wasConnected.current = connected
  }, [connected, runtime])

  // biome-ignore lint/correctness/useExhaustiveDependencies(publicKey): an account switched in the app's wallet re-attaches the bridge, and attaching is when the adapter reads the account.
  useEffect(() => {
    // Nothing to share until the app's wallet connects or the modal loaded Solana for itself.
    if (!connected && !loaded) return
    let live = true
    let attached: SolanaAdapter | undefined
    const external: ExternalSolanaWallet = {
      adapter: wallet?.adapter ?? null,
      connect(walletName) {
        const current = contextRef.current
        const candidate = current.wallets.find((entry) => entry.adapter.name === walletName)
        if (!candidate)
          return Promise.reject(new NamespaceWalletError(`No Solana wallet named ${walletName} in the app's WalletProvider.`, { failure: 'notFound' }))
        if (current.wallet?.adapter.name === walletName) return current.connect().then(() => candidate.adapter)
        // The earlier choice never gets its answer: it ends here, with no account.
        pendingRef.current?.reject(new NamespaceWalletError('Another wallet was chosen.', { failure: 'answer' }))
        return new Promise<Adapter>((resolve, reject) => {
          pendingRef.current = { name: walletName, resolve, reject }
          current.select(walletName as WalletName)
        })
      },
      disconnect: () => contextRef.current.disconnect(),
    }
    runtime
      .load('solana')
      .then((adapter) => {
        if (!live || !('setExternal' in adapter)) return
        attached = adapter as SolanaAdapter
        attached.setExternal(external)
      })
      .catch(() => undefined)
    return () => {
      live = false
      attached?.setExternal(undefined)
    }
  }, [wallet, connected, publicKey, loaded, runtime])
  return null
}
