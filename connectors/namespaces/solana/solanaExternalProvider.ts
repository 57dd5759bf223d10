/*
 * Whether an app drives Solana through its own `@solana/wallet-adapter-react` provider
 * (`SolanaWalletAdapterBridge` is mounted). Kept apart from the adapter's chunk so the bridge can say
 * so as it mounts, before Solana's code has loaded: the adapter attaches the app's wallet only after
 * it loads, and a restore on page load must already know not to connect a wallet of its own.
 * Keyed by the Solana plugin's options object, the one value the bridge and the adapter both hold.
 */

const mounted = new WeakMap<object, number>()

/**
 * Marks `options` (the Solana plugin's) as driven by the app's own provider until the returned
 * function is called. Several bridges may mark the same options; each unmarks its own.
 *
 * @example
 * useEffect(() => markExternalSolanaProvider(runtime.plugin('solana')?.options), [runtime])
 */
export function markExternalSolanaProvider(options: object | undefined): () => void {
  if (!options) return () => undefined
  mounted.set(options, (mounted.get(options) ?? 0) + 1)
  let done = false
  return () => {
    if (done) return
    done = true
    const left = (mounted.get(options) ?? 1) - 1
    if (left > 0) mounted.set(options, left)
    else mounted.delete(options)
  }
}

/**
 * Whether a bridge to the app's own Solana provider is mounted for `options`.
 *
 * @example
 * if (hasExternalSolanaProvider(options)) return state // the app's provider reconnects its wallet
 */
export function hasExternalSolanaProvider(options: object): boolean {
  return (mounted.get(options) ?? 0) > 0
}
