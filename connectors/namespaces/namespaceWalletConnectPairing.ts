import type { ChainNamespace } from '../../src/chains/caip'
import type { CaipNetwork } from '../../src/chains/network'
import type {
  PairNamespacesOverWalletConnectOptions,
  WalletConnectFamily,
  WalletConnectSessionNamespaces,
  WalletConnectSignClientLike,
} from '../../src/config/namespaceWalletConnect'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { NamespaceWalletError } from '../../src/errors/namespaceWalletErrors'

/*
 * The one mechanism that pairs chain families (Solana, Bitcoin, ...) over the modal's WalletConnect
 * connection: each family only says how its namespace is proposed and how a session becomes its
 * wallet (a `WalletConnectFamily`); proposing, connecting, and ending from either side are here.
 */

/**
 * The parts of WalletConnect's `EthereumProvider` (the provider of wagmi's `walletConnect`
 * connector) that the families use: its universal provider (`signer`) proposes the session and
 * holds the sign client.
 */
export type WalletConnectProviderLike = {
  session?: { topic: string; namespaces: WalletConnectSessionNamespaces } | undefined
  signer: {
    connect(parameters: Record<string, unknown> & { optionalNamespaces?: Record<string, unknown> | undefined }): Promise<unknown>
    client: WalletConnectSignClientLike
  }
  disconnect(): Promise<void>
}

const isFunction = (value: unknown) => typeof value === 'function'

/**
 * Narrows what wagmi's connector returned from `getProvider()` to the parts used here.
 *
 * @throws {Error} when `provider` is not a WalletConnect provider (no universal provider, no sign client).
 * @example
 * const provider = asWalletConnectProvider(await connector.getProvider())
 */
export function asWalletConnectProvider(provider: unknown): WalletConnectProviderLike {
  const candidate = provider as Partial<WalletConnectProviderLike> | null | undefined
  const signer = candidate?.signer as Partial<WalletConnectProviderLike['signer']> | undefined
  const client = signer?.client as Partial<WalletConnectSignClientLike> | undefined
  if (
    !candidate ||
    !isFunction(candidate.disconnect) ||
    !isFunction(signer?.connect) ||
    !client ||
    !isFunction(client.request) ||
    !isFunction(client.on) ||
    !isFunction(client.off)
  ) {
    throw new NamespaceWalletError('The WalletConnect connector has no provider with a sign client.', { failure: 'unsupported' })
  }
  return candidate as WalletConnectProviderLike
}

/** Per provider: what each family proposes, and the live family parts of the session (by namespace). */
type Proposals = { families: Map<ChainNamespace, { family: WalletConnectFamily; networks: readonly CaipNetwork[] }>; live: Map<ChainNamespace, () => void> }
const proposals = new WeakMap<WalletConnectProviderLike, Proposals>()

function proposalsOf(provider: WalletConnectProviderLike): Proposals {
  const existing = proposals.get(provider)
  if (existing) return existing
  const created: Proposals = { families: new Map(), live: new Map() }
  proposals.set(provider, created)
  const connect = provider.signer.connect.bind(provider.signer)
  provider.signer.connect = (parameters) => {
    const added = Object.fromEntries([...created.families].map(([namespace, { family, networks }]) => [namespace, family.proposal(networks)]))
    return connect({ ...parameters, optionalNamespaces: { ...parameters.optionalNamespaces, ...added } })
  }
  // wagmi's Disconnect ends the whole session: every family's part goes with it.
  const disconnect = provider.disconnect.bind(provider)
  provider.disconnect = async () => {
    try {
      await disconnect()
    } finally {
      for (const end of [...created.live.values()]) end()
    }
  }
  return created
}

/**
 * Makes every session the provider proposes also ask for `family`'s namespace (optional, with
 * `networks` and the family's methods), next to the `eip155` one wagmi's connector asks for: one
 * QR code, one session, every family. Idempotent; later calls update the networks.
 *
 * @example
 * proposeOverWalletConnect(await connector.getProvider(), bitcoinWalletConnectFamily, [bitcoinMainnet])
 */
export function proposeOverWalletConnect(given: unknown, family: WalletConnectFamily, networks: readonly CaipNetwork[]): void {
  proposalsOf(asWalletConnectProvider(given)).families.set(family.namespace, { family, networks })
}

/** Options of {@link connectOverWalletConnect}. */
export type ConnectOverWalletConnectOptions = {
  /** wagmi's WalletConnect connector's provider. */
  provider: unknown
  family: WalletConnectFamily
  /** The app's adapter of the family; it connects to the session's account. */
  adapter: NamespaceAdapter
  /** Whether the EVM side (wagmi) still uses the session. */
  evmUsesSession(): boolean
}

/**
 * After the wallet approved: when the session holds accounts of `family` on the adapter's networks,
 * registers the session as the family's 'WalletConnect' wallet and connects the adapter to it (on
 * the network of its first account). Requests then go through the session; the adapter's Disconnect
 * ends the session unless EVM or another family uses it, and a session ended by the phone or by
 * wagmi's Disconnect disconnects the adapter. Resolves whether the family connected.
 *
 * @example
 * if (await connectOverWalletConnect({ provider, family, adapter, evmUsesSession: () => false })) runtime.setActiveChain(family.namespace)
 */
export async function connectOverWalletConnect({ provider: given, family, adapter, evmUsesSession }: ConnectOverWalletConnectOptions): Promise<boolean> {
  const provider = asWalletConnectProvider(given)
  const approved = provider.session
  if (!approved) return false
  const accounts = family.accounts(approved.namespaces, adapter.networks)
  const first = accounts[0]
  if (!first) return false
  const { live } = proposalsOf(provider)
  // One 'WalletConnect' wallet per family at a time: an earlier session's goes.
  live.get(family.namespace)?.()
  const { client } = provider.signer
  let ended = false
  let unregister: (() => void) | undefined
  const end = () => {
    if (ended) return
    ended = true
    if (live.get(family.namespace) === end) live.delete(family.namespace)
    client.off('session_delete', onDelete)
    unregister?.()
  }
  const onDelete = ({ topic }: { topic: string }) => {
    if (topic === approved.topic) end()
  }
  unregister = family.register({
    client,
    topic: approved.topic,
    accounts,
    methods: approved.namespaces[family.namespace]?.methods ?? [],
    network: () => adapter.getState().caipNetwork?.caipNetworkId,
    async disconnect() {
      if (ended) return
      // The session stays while wagmi or another family still signs through it.
      if (evmUsesSession() || [...live.keys()].some((namespace) => namespace !== family.namespace)) return end()
      await provider.disconnect().finally(end)
    },
  })
  live.set(family.namespace, end)
  client.on('session_delete', onDelete)
  try {
    await adapter.connect({ walletId: family.walletName, caipNetworkId: first.caipAddress.slice(0, -first.address.length - 1) })
  } catch (error) {
    end()
    throw error
  }
  return true
}

/**
 * One pairing for EVM and every family given: proposes each family's namespace beside wagmi's
 * `eip155` one, runs wagmi's connect, then connects each family's adapter that the session holds
 * accounts for. A wallet that approved non-EVM families alone fails wagmi's connect (no eip155
 * account) and still pairs; after a failure only a session this attempt made counts, never one left
 * from an earlier pairing; a leftover session without EVM accounts is ended first.
 *
 * @throws the first family's error when the session had accounts but none connected, else wagmi's
 *   error, when nothing connected at all (a refusal stays a refusal).
 * @example
 * const { evm, connected } = await pairNamespacesOverWalletConnect({ provider, families: [{ family, adapter }], connectEvm, evmUsesSession })
 */
export async function pairNamespacesOverWalletConnect({
  connectEvm,
  families,
  ...options
}: PairNamespacesOverWalletConnectOptions): Promise<{ evm: boolean; connected: ChainNamespace[] }> {
  const provider = asWalletConnectProvider(options.provider)
  for (const { family, adapter } of families) proposeOverWalletConnect(provider, family, adapter.networks)
  // A session without EVM accounts (an earlier non-EVM pairing, restored from storage after a
  // reload) would make wagmi skip the proposal and fail on it: end it, so a new QR code follows.
  if (provider.session && !provider.session.namespaces.eip155?.accounts.length) await provider.disconnect().catch(() => undefined)
  const before = provider.session?.topic
  let evmError: { error: unknown } | undefined
  await connectEvm().catch((error: unknown) => {
    evmError = { error }
  })
  const fresh = evmError === undefined || (provider.session !== undefined && provider.session.topic !== before)
  const connected: ChainNamespace[] = []
  let familyError: { error: unknown } | undefined
  if (fresh) {
    for (const { family, adapter } of families) {
      // One family failing (its wallet refused the accounts) leaves the others and EVM connected.
      const ok = await connectOverWalletConnect({ provider, family, adapter, evmUsesSession: options.evmUsesSession }).catch((error: unknown) => {
        familyError ??= { error }
        return false
      })
      if (ok) connected.push(family.namespace)
    }
  }
  if (evmError && connected.length === 0) {
    // A session nobody uses (its one family failed) is not left open on the phone.
    if (familyError) await provider.disconnect().catch(() => undefined)
    throw (familyError ?? evmError).error
  }
  return { evm: evmError === undefined, connected }
}
