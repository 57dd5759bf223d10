import { fromBase58, toBase58 } from '../../src/chains/base58'
import type { CaipNetwork } from '../../src/chains/network'
import { ConnectFailedError, ConnectionRejectedError } from '../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError } from '../../src/errors/namespaceErrors'
import type { NamespaceAccount } from '../../src/namespaces/namespaceAdapter'

/** The Solana methods a WalletConnect session asks the wallet for. */
export const solanaWalletConnectMethods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const

/** The part of a WalletConnect sign client (`@walletconnect/sign-client`) a Solana session uses. */
export type SolanaWalletConnectClient = {
  connect(parameters: { optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }> }): Promise<{
    uri?: string | undefined
    approval: () => Promise<{ topic: string; namespaces: Record<string, { accounts: string[] } | undefined> }>
  }>
  request<T>(parameters: { topic: string; chainId: string; request: { method: string; params: unknown } }): Promise<T>
  disconnect(parameters: { topic: string; reason: { code: number; message: string } }): Promise<void>
}

/** A connected Solana WalletConnect session. */
export type SolanaWalletConnectSession = {
  topic: string
  /** The wallet's accounts on the app's networks, the first network's first. */
  accounts: NamespaceAccount[]
  /** Signs `message` (UTF-8) with the first account over `solana_signMessage`; the base58 signature. */
  signMessage(message: string): Promise<string>
  disconnect(): Promise<void>
}

// WalletConnect's code for a user who declines a proposal (its SDK error USER_REJECTED).
const walletConnectUserRejected = 5000

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
  let session: Awaited<ReturnType<Awaited<ReturnType<SolanaWalletConnectClient['connect']>>['approval']>>
  try {
    const { uri, approval } = await client.connect({ optionalNamespaces: { solana: solanaProposalNamespace(networks) } })
    if (uri) onUri(uri)
    session = await approval()
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code
    throw code === walletConnectUserRejected || code === 4001 ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
  }
  const topic = session.topic
  const accounts: NamespaceAccount[] = []
  for (const network of networks) {
    for (const caipAddress of session.namespaces.solana?.accounts ?? []) {
      if (!caipAddress.startsWith(`${network.caipNetworkId}:`)) continue
      const address = caipAddress.slice(network.caipNetworkId.length + 1)
      // Solana addresses are 32 to 44 base58 characters; anything else is not an account.
      if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) continue
      accounts.push({ address, caipAddress: caipAddress as NamespaceAccount['caipAddress'], namespace: 'solana', type: 'eoa', publicKey: address })
    }
  }
  const disconnect = () => client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
  if (accounts.length === 0) {
    await disconnect().catch(() => undefined)
    throw new ConnectorChainsUnsupportedError({ requested: networks.map((network) => network.caipNetworkId) })
  }
  const first = accounts[0] as NamespaceAccount
  const chainId = first.caipAddress.slice(0, first.caipAddress.length - first.address.length - 1)
  return {
    topic,
    accounts,
    async signMessage(message) {
      const result = await client.request<{ signature: string }>({
        topic,
        chainId,
        request: { method: 'solana_signMessage', params: { message: toBase58(new TextEncoder().encode(message)), pubkey: first.address } },
      })
      // A 64-byte ed25519 signature, base58 as the method returns it.
      if (typeof result?.signature !== 'string' || fromBase58(result.signature).length !== 64) throw new Error('The wallet returned no valid signature.')
      return result.signature
    },
    disconnect,
  }
}
