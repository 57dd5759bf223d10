import type { AuthEip1193Provider } from '../../connectors/authProvider'
import type { FoyerSolana } from '../../src/config/foyerSolana'
import type { FrameUser } from '../../src/protocol/payloads'
import type { NamespaceRuntime } from './namespaceRuntime'

/** What {@link syncEmbeddedSolana} needs of the auth connector. */
export type EmbeddedSolanaAuth = {
  /** The connector's EIP-1193 provider: it sends unsafe methods (the Solana ones too) to the frame. */
  getProvider(): Promise<unknown>
}

type Registration = { address: string; walletId: string; unregister: () => void }
const registrations = new WeakMap<NamespaceRuntime, Registration>()
const queues = new WeakMap<NamespaceRuntime, Promise<unknown>>()

/**
 * Keeps the Solana namespace in step with the embedded wallet's user: when a user with a Solana
 * address is signed in, Solana's code loads, the embedded wallet registers (Wallet Standard, backed
 * by the login frame) and the namespace connects to it, unless another Solana wallet is connected;
 * when the user signs out or changes, it disconnects and unregisters. Calls run one after another.
 *
 * @example
 * await syncEmbeddedSolana({ runtime, solana: foyerConfig.solana, auth, user: auth.currentUser() })
 */
export function syncEmbeddedSolana({
  runtime,
  solana,
  auth,
  user,
}: {
  runtime: NamespaceRuntime
  solana: FoyerSolana
  auth: EmbeddedSolanaAuth
  user: FrameUser | undefined
}): Promise<void> {
  const run = async () => {
    const address = user?.solanaAddress
    const current = registrations.get(runtime)
    if (current && current.address !== address) {
      registrations.delete(runtime)
      if (runtime.adapters.solana?.getState().walletId === current.walletId) await runtime.adapters.solana.disconnect().catch(() => undefined)
      current.unregister()
    }
    if (!address || registrations.has(runtime) || !solana.loadEmbeddedWallet) return
    const [adapter, embedded] = await Promise.all([runtime.load('solana'), solana.loadEmbeddedWallet()])
    const unregister = embedded.registerEmbeddedSolanaWallet({
      address,
      request: async (method, params) => ((await auth.getProvider()) as AuthEip1193Provider).request({ method, params }),
      network: () => adapter.getState().caipNetwork?.caipNetworkId,
    })
    registrations.set(runtime, { address, walletId: embedded.EMBEDDED_SOLANA_WALLET_NAME, unregister })
    if (adapter.getState().status === 'disconnected') await adapter.connect({ walletId: embedded.EMBEDDED_SOLANA_WALLET_NAME })
  }
  const next = (queues.get(runtime) ?? Promise.resolve()).then(run, run)
  queues.set(
    runtime,
    next.catch(() => undefined),
  )
  return next
}
