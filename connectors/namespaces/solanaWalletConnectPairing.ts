import { solanaMainnet } from '../../src/chains/builtinNetworks'
import type { CaipNetwork } from '../../src/chains/network'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { solanaProposalNamespace, solanaSessionAccounts, solanaWalletConnectSession, type SolanaWalletConnectClient, type WalletConnectSessionNamespaces } from './solanaWalletConnect'
import { registerWalletConnectSolanaWallet } from './walletConnectSolanaWallet'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from './walletConnectSolanaWalletName'

export { WALLETCONNECT_SOLANA_WALLET_NAME } from './walletConnectSolanaWalletName'

/**
 * The parts of WalletConnect's `EthereumProvider` (the provider of wagmi's `walletConnect`
 * connector) that Solana uses: its universal provider (`signer`) proposes the session and holds
 * the sign client.
 */
export type WalletConnectProviderLike = {
  session?: { topic: string; namespaces: WalletConnectSessionNamespaces } | undefined
  signer: {
    connect(parameters: Record<string, unknown> & { optionalNamespaces?: Record<string, unknown> | undefined }): Promise<unknown>
    client: Pick<SolanaWalletConnectClient, 'request' | 'disconnect'> & {
      on(event: 'session_delete', listener: (event: { topic: string }) => void): unknown
      off(event: 'session_delete', listener: (event: { topic: string }) => void): unknown
    }
  }
  disconnect(): Promise<void>
}

const isFunction = (value: unknown) => typeof value === 'function'

/**
 * Narrows what wagmi's connector returned from `getProvider()` to the parts used here.
 *
 * @throws {Error} when `provider` is not a WalletConnect provider (no universal provider, no sign client).
 */
function asWalletConnectProvider(provider: unknown): WalletConnectProviderLike {
  const candidate = provider as Partial<WalletConnectProviderLike> | null | undefined
  const signer = candidate?.signer as Partial<WalletConnectProviderLike['signer']> | undefined
  const client = signer?.client as Partial<WalletConnectProviderLike['signer']['client']> | undefined
  if (!candidate || !isFunction(candidate.disconnect) || !isFunction(signer?.connect) || !client || !isFunction(client.request) || !isFunction(client.on) || !isFunction(client.off)) {
    throw new Error('The WalletConnect connector has no provider with a sign client.')
  }
  return candidate as WalletConnectProviderLike
}

type Proposal = { networks: readonly CaipNetwork[]; ended: Set<() => void> }
const proposals = new WeakMap<WalletConnectProviderLike, Proposal>()

/**
 * Makes every session the provider proposes also ask for the `solana` namespace (optional, with
 * `networks` and the Solana signing methods), next to the `eip155` one wagmi's connector asks for:
 * one QR code, one session, both families. Idempotent; later calls update the networks.
 *
 * @example
 * proposeSolanaOverWalletConnect(await connector.getProvider(), [solanaMainnet])
 */
export function proposeSolanaOverWalletConnect(given: unknown, networks: readonly CaipNetwork[] = [solanaMainnet]): void {
  const provider = asWalletConnectProvider(given)
  const existing = proposals.get(provider)
  if (existing) {
    existing.networks = networks
    return
  }
  const proposal: Proposal = { networks, ended: new Set() }
  proposals.set(provider, proposal)
  const connect = provider.signer.connect.bind(provider.signer)
  provider.signer.connect = (parameters) =>
    connect({ ...parameters, optionalNamespaces: { ...parameters.optionalNamespaces, solana: solanaProposalNamespace(proposal.networks) } })
  // wagmi's Disconnect ends the whole session: Solana's part goes with it.
  const disconnect = provider.disconnect.bind(provider)
  provider.disconnect = async () => {
    try {
      await disconnect()
    } finally {
      for (const end of [...proposal.ended]) end()
    }
  }
}

/** Options of {@link connectSolanaOverWalletConnect}. */
export type ConnectSolanaOverWalletConnectOptions = {
  /** wagmi's WalletConnect connector's provider (`await connector.getProvider()`). */
  provider: unknown
  /** The app's Solana adapter; it connects to the session's account. */
  adapter: NamespaceAdapter
  /** Whether the EVM side (wagmi) still uses the session: Solana's Disconnect then leaves it open. */
  evmUsesSession(): boolean
}

/**
 * After the wallet approved: when the provider's session holds Solana accounts on the adapter's
 * networks, registers the session as the 'WalletConnect' Solana wallet and connects the adapter to
 * it (on the network of its first account). Signing and sending then go through the session; the
 * adapter's Disconnect ends the session unless the EVM side uses it, and a session ended by the
 * phone or by wagmi's Disconnect disconnects the adapter. Resolves whether Solana connected.
 *
 * @example
 * if (await connectSolanaOverWalletConnect({ provider, adapter, evmUsesSession: () => false })) runtime.setActiveChain('solana')
 */
export async function connectSolanaOverWalletConnect({ provider: given, adapter, evmUsesSession }: ConnectSolanaOverWalletConnectOptions): Promise<boolean> {
  const provider = asWalletConnectProvider(given)
  const approved = provider.session
  if (!approved) return false
  const accounts = solanaSessionAccounts(approved.namespaces, adapter.networks)
  const first = accounts[0]
  if (!first) return false
  const proposal = proposals.get(provider) ?? { networks: adapter.networks, ended: new Set<() => void>() }
  // One 'WalletConnect' Solana wallet at a time: an earlier session's goes.
  for (const earlier of [...proposal.ended]) earlier()
  const { client } = provider.signer
  const session = solanaWalletConnectSession({ client, topic: approved.topic, accounts })
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    proposal.ended.delete(end)
    client.off('session_delete', onDelete)
    registration.wallet.end()
    registration.unregister()
  }
  const onDelete = ({ topic }: { topic: string }) => {
    if (topic === approved.topic) end()
  }
  const registration = registerWalletConnectSolanaWallet({
    session,
    network: () => adapter.getState().caipNetwork?.caipNetworkId,
    async disconnect() {
      if (ended) return
      if (evmUsesSession()) return end()
      await provider.disconnect().finally(end)
    },
  })
  proposal.ended.add(end)
  client.on('session_delete', onDelete)
  try {
    await adapter.connect({ walletId: WALLETCONNECT_SOLANA_WALLET_NAME, caipNetworkId: first.caipAddress.slice(0, -first.address.length - 1) })
  } catch (error) {
    end()
    throw error
  }
  return true
}

/** Options of {@link pairOverWalletConnect}. */
export type PairOverWalletConnectOptions = ConnectSolanaOverWalletConnectOptions & {
  /** wagmi's connect through the WalletConnect connector; it shows the QR code and waits for the wallet. */
  connectEvm(): Promise<unknown>
}

/**
 * One pairing for both families: proposes the `solana` namespace beside wagmi's `eip155` one, runs
 * wagmi's connect, then connects the Solana adapter when the session holds Solana accounts. A wallet
 * that approved Solana alone fails wagmi's connect (no eip155 account) and still pairs; after a
 * failure only a session this attempt made counts, never one left from an earlier pairing; a
 * leftover session without EVM accounts is ended first.
 *
 * @throws wagmi's error when the wallet connected neither family (a refusal stays a refusal).
 * @example
 * const { evm, solana } = await pairOverWalletConnect({ provider, adapter, connectEvm: () => connect(config, { connector }), evmUsesSession })
 */
export async function pairOverWalletConnect({ connectEvm, ...options }: PairOverWalletConnectOptions): Promise<{ evm: boolean; solana: boolean }> {
  const provider = asWalletConnectProvider(options.provider)
  proposeSolanaOverWalletConnect(provider, options.adapter.networks)
  // A session without EVM accounts (an earlier Solana-only pairing, restored from storage after a
  // reload) would make wagmi skip the proposal and fail on it: end it, so a new QR code follows.
  if (provider.session && !provider.session.namespaces.eip155?.accounts.length) await provider.disconnect().catch(() => undefined)
  const before = provider.session?.topic
  let evmError: { error: unknown } | undefined
  await connectEvm().catch((error: unknown) => {
    evmError = { error }
  })
  const fresh = evmError === undefined || (provider.session !== undefined && provider.session.topic !== before)
  const solana = fresh && (await connectSolanaOverWalletConnect(options))
  if (evmError && !solana) throw evmError.error
  return { evm: evmError === undefined, solana }
}
