import { fromBase58, toBase58 } from '../../../src/chains/base58'
import type { CaipNetwork } from '../../../src/chains/network'
import { ConnectFailedError, ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../../src/errors/namespaceErrors'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import { NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'

/** The Solana methods a WalletConnect session asks the wallet for. */
export const solanaWalletConnectMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const

/** One of {@link solanaWalletConnectMethods}. */
export type SolanaWalletConnectMethod = (typeof solanaWalletConnectMethods)[number]

/** The namespaces of an approved session, as the sign client reports them. */
export type WalletConnectSessionNamespaces = Record<string, { accounts: string[] } | undefined>

/** The part of a WalletConnect sign client (`@walletconnect/sign-client`) a Solana session uses. */
export type SolanaWalletConnectClient = {
  connect(parameters: { optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }> }): Promise<{
    uri?: string | undefined
    approval: () => Promise<{ topic: string; namespaces: WalletConnectSessionNamespaces }>
  }>
  request<T>(parameters: { topic: string; chainId: string; request: { method: string; params: unknown } }): Promise<T>
  disconnect(parameters: { topic: string; reason: { code: number; message: string } }): Promise<void>
}

/** A connected Solana WalletConnect session. */
export type SolanaWalletConnectSession = {
  topic: string
  /** The wallet's accounts on the app's networks, the first network's first. */
  accounts: NamespaceAccount[]
  /**
   * Sends a `solana_*` request to the wallet for the first account, on `chainId` when the session
   * has an account there (else the first account's network); resolves with the wallet's answer.
   */
  request(method: SolanaWalletConnectMethod, params: Record<string, unknown>, chainId?: string | undefined): Promise<unknown>
  /** Signs `message` (UTF-8) with the first account over `solana_signMessage`; the base58 signature. */
  signMessage(message: string): Promise<string>
  disconnect(): Promise<void>
}

// WalletConnect's code for a user who declines a proposal (its SDK error USER_REJECTED).
const walletConnectUserRejected = 5000
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The `solana` namespace of a session proposal: the app's Solana networks (CAIP-2) and the Solana
 * signing methods. Proposed as optional, so a wallet may answer with the families it has.
 *
 * @example
 * solanaProposalNamespace([solanaMainnet]) // { chains: ['solana:5eykt4…'], methods: ['solana_signMessage', …], events: [] }
 */
export function solanaProposalNamespace(networks: readonly CaipNetwork[]) {
  return { chains: networks.map((network) => network.caipNetworkId), methods: [...solanaWalletConnectMethods], events: [] as string[] }
}

/**
 * The Solana accounts an approved session holds on the app's networks, in the order of `networks`;
 * anything that is not a 32 to 44 character base58 address is left out.
 *
 * @example
 * solanaSessionAccounts({ solana: { accounts: [`${localnet.caipNetworkId}:9yrQ…`] } }, [localnet]) // [{ address: '9yrQ…', … }]
 */
export function solanaSessionAccounts(namespaces: WalletConnectSessionNamespaces, networks: readonly CaipNetwork[]): NamespaceAccount[] {
  const accounts: NamespaceAccount[] = []
  for (const network of networks) {
    for (const caipAddress of namespaces.solana?.accounts ?? []) {
      if (!caipAddress.startsWith(`${network.caipNetworkId}:`)) continue
      const address = caipAddress.slice(network.caipNetworkId.length + 1)
      if (!solanaAddress.test(address)) continue
      accounts.push({ address, caipAddress: caipAddress as NamespaceAccount['caipAddress'], namespace: 'solana', type: 'eoa', publicKey: address })
    }
  }
  return accounts
}

/**
 * A Solana session over an approved WalletConnect session: requests go to the wallet through
 * `client`, for the first of `accounts` (which must not be empty).
 *
 * @example
 * const session = solanaWalletConnectSession({ client: provider.signer.client, topic, accounts })
 */
export function solanaWalletConnectSession({
  client,
  topic,
  accounts,
}: {
  client: Pick<SolanaWalletConnectClient, 'request' | 'disconnect'>
  topic: string
  accounts: NamespaceAccount[]
}): SolanaWalletConnectSession {
  const first = accounts[0]
  if (!first) throw new NamespaceWalletError('A Solana WalletConnect session needs an account.', { failure: 'account' })
  const chainOf = (account: NamespaceAccount) => account.caipAddress.slice(0, account.caipAddress.length - account.address.length - 1)
  const request: SolanaWalletConnectSession['request'] = (method, params, chainId) => {
    // The wallet signs for the network the app has active when the session covers it.
    const chain = accounts.some((account) => account.address === first.address && chainOf(account) === chainId) ? (chainId as string) : chainOf(first)
    return client.request({ topic, chainId: chain, request: { method, params } })
  }
  return {
    topic,
    accounts,
    request,
    async signMessage(message) {
      const result = (await request('solana_signMessage', { message: toBase58(new TextEncoder().encode(message)), pubkey: first.address })) as
        | { signature?: unknown }
        | undefined
      // A 64-byte ed25519 signature, base58 as the method returns it.
      if (typeof result?.signature !== 'string' || fromBase58(result.signature).length !== 64)
        throw new NamespaceWalletError('The wallet returned no valid signature.', { failure: 'answer' })
      return result.signature
    },
    disconnect: () => client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } }),
  }
}

/**
 * Pairs a Solana wallet over WalletConnect: proposes the `solana` namespace with the app's networks,
 * hands the pairing URI to `onUri` (the QR code, the deep link) and resolves with the session once the
 * wallet approves. Loaded only with the Solana code, when the user picks WalletConnect.
 *
 * @throws {ConnectionRejectedError} 'Connection rejected' when the wallet declines.
 * @throws {ConnectorChainsUnsupportedError} when the wallet approves no account on the app's networks.
 * @throws {ConnectFailedError} 'Failed to connect' otherwise.
 * @example
 * const session = await connectSolanaWalletConnect({ client, networks: [solanaMainnet], onUri: showQrCode })
 * await session.signMessage('Hello')
 */
export async function connectSolanaWalletConnect({
  client,
  networks,
  onUri,
}: {
  client: SolanaWalletConnectClient
  networks: readonly CaipNetwork[]
  onUri: (uri: string) => void
}): Promise<SolanaWalletConnectSession> {
  let session: { topic: string; namespaces: WalletConnectSessionNamespaces }
  try {
    const { uri, approval } = await client.connect({ optionalNamespaces: { solana: solanaProposalNamespace(networks) } })
    if (uri) onUri(uri)
    session = await approval()
  } catch (error) {
    throw toSolanaWalletConnectError(error)
  }
  const accounts = solanaSessionAccounts(session.namespaces, networks)
  if (accounts.length === 0) {
    await client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } }).catch(() => undefined)
    throw new ConnectorChainsUnsupportedError({ requested: networks.map((network) => network.caipNetworkId) })
  }
  return solanaWalletConnectSession({ client, topic: session.topic, accounts })
}

/**
 * A failed proposal as the modal names it: 'Connection rejected' for a wallet that declined (the
 * SDK's 5000, or 4001), 'Failed to connect' otherwise.
 *
 * @example
 * toSolanaWalletConnectError({ code: 5000 }).shortMessage // 'Connection rejected'
 */
export function toSolanaWalletConnectError(error: unknown): ConnectionRejectedError | ConnectFailedError {
  const code = (error as { code?: unknown } | undefined)?.code
  return code === walletConnectUserRejected || code === 4001 ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
}
