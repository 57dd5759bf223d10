import { solanaLocalnet } from '../../src/chains/solanaChains'
import type { FoyerConfig } from '../../src/config/createFoyerConfig'
import type { NamespaceSendParameters } from '../../src/namespaces/namespaceAdapter'
import { namespaceRuntime, type NamespaceRuntime } from '../../hooks/namespaces/namespaceRuntime'
import { createMemoryAdapter } from '../namespaces/testAdapter'
import { createTestFoyerConfig } from './renderWithModal'

/** The Solana account that component tests connect (a base58 address; no key behind it). */
export const solanaOwner = 'Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU'
/** Another Solana address: a receiver or counterparty. */
export const solanaReceiver = 'GtZ6sqZsEk1i5KWYUuTFLHMqsjCSJLBDg2TJwyBwVFNF'
/** An SPL mint address. */
export const solanaMint = 'Hi4B16UvEQixb13J6G3rFFdF97224uDANWRhXtseFsws'
/** A transaction signature. */
export const solanaSignature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
/** The local cluster component tests use; nothing listens on its RPC URL. */
export const solanaTestNetwork = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899', name: 'Solana Localnet' })

/** How the in-memory wallet answers a send: the transaction's signature, or a rejection. */
export type SendToken = (parameters: NamespaceSendParameters) => Promise<string>

/** What {@link connectMemorySolana} returns. */
export type MemorySolanaAccount<Send extends SendToken = SendToken> = {
  /** The in-memory adapter, connected as {@link solanaOwner} on {@link solanaTestNetwork}. */
  adapter: ReturnType<typeof createMemoryAdapter> & { sendToken: Send }
  /** The app's Foyer config, with `solana` served by that adapter. */
  foyerConfig: FoyerConfig
  /** The config's namespace runtime, Solana loaded and active. */
  runtime: NamespaceRuntime
}

/**
 * An app with Solana whose wallet is an in-memory adapter already connected as {@link solanaOwner}
 * (Wallet Standard wallets cannot run in jsdom; the real ones run end to end), the modal showing
 * Solana. `sendToken` answers the adapter's sends.
 *
 * @example
 * const { foyerConfig, adapter } = await connectMemorySolana({ sendToken: async () => solanaSignature })
 */
export async function connectMemorySolana<Send extends SendToken>({
  sendToken,
  apiUrl = 'http://api.test',
}: {
  sendToken: Send
  apiUrl?: string
}): Promise<MemorySolanaAccount<Send>> {
  const chainId = solanaTestNetwork.caipNetworkId
  const adapter = {
    ...createMemoryAdapter('solana', [solanaTestNetwork], {
      status: 'connected',
      accounts: [{ address: solanaOwner, caipAddress: `${chainId}:${solanaOwner}`, namespace: 'solana' }],
      caipNetwork: solanaTestNetwork,
    }),
    sendToken,
    destroy: () => undefined,
  }
  const foyerConfig = createTestFoyerConfig({
    apiUrl,
    solana: { namespace: 'solana', options: { networks: [solanaTestNetwork] }, loadAdapter: async () => ({ createAdapter: () => adapter }) },
  })
  const runtime = namespaceRuntime(foyerConfig)
  await runtime.load('solana')
  runtime.setActiveChain('solana')
  return { adapter, foyerConfig, runtime }
}
