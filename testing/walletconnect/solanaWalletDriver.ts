import type { SignClient } from '@walletconnect/sign-client'
import { toBase58, fromBase58 } from '../../src/chains/base58'
import { createSolanaTestWallet, type SolanaTestWallet, type SolanaTestWalletKey } from '../solana/createSolanaTestWallet'
import { startWalletClient, type WalletProposal } from './startWalletClient'
import type { ProposalNamespace } from './walletNamespaces'

/** Options of {@link createSolanaWalletDriver}. */
export type CreateSolanaWalletDriverOptions = {
  /** The relay both sides use, e.g. a `startLocalRelay()` URL. */
  relayUrl: string
  /** The account's key (a web3.js `Keypair` or its 64-byte secret key); it never leaves this process. */
  keypair: SolanaTestWalletKey
  /** CAIP-2 ids of the Solana networks the wallet serves, e.g. the local runtime's. */
  chains: readonly string[]
  /** JSON-RPC URL `solana_signAndSendTransaction` sends to. @default undefined (sending fails) */
  rpcUrl?: string | undefined
  /** Storage prefix of this client (two clients in one process must differ). @default 'foyer-test-solana-wallet' */
  storagePrefix?: string
  /** Milliseconds `approve()` / `reject()` wait for the dapp's proposal after pairing. @default 20_000 */
  proposalTimeout?: number
}

/** A request the driver answered. */
export type SolanaWalletDriverRequest = { method: string; chainId: string; ok: boolean }

/** The wallet side of a Solana WalletConnect pairing, driven by a test. */
export type SolanaWalletDriver = {
  /** The signer behind the sessions (key, reject switches). */
  readonly wallet: SolanaTestWallet
  /** The WalletConnect client itself, for anything the helpers do not cover. */
  readonly client: InstanceType<typeof SignClient>
  /** Session requests answered so far, oldest first. */
  readonly requests: readonly SolanaWalletDriverRequest[]
  /** The `solana` namespace of the last proposal, as the dapp sent it (optional or required). */
  readonly lastProposal: ProposalNamespace | undefined
  /** Pairs with `uri` and approves the proposal's Solana networks the wallet serves, with the one account. */
  approve(uri: string): Promise<{ topic: string; accounts: string[] }>
  /** Pairs with `uri` and turns the proposal down ('User rejected.', 5000). */
  reject(uri: string): Promise<void>
  /** Ends a session (default: all) from the wallet side. */
  disconnect(topic?: string): Promise<void>
  close(): Promise<void>
}

const methods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

/**
 * A wallet-side WalletConnect client (`@walletconnect/sign-client`) for Solana, backed by the Solana
 * test wallet: it approves the `solana` namespace with a key held in Node and answers
 * `solana_signMessage` (base58 message, base58 signature), `solana_signTransaction` (base64
 * transaction in and out) and `solana_signAndSendTransaction` (sends to `rpcUrl`) as phone wallets do.
 *
 * @example
 * const driver = await createSolanaWalletDriver({ relayUrl, keypair, chains: [SOLANA_LOCALNET_CAIP_NETWORK_ID], rpcUrl })
 * await driver.approve(uri)
 */
export async function createSolanaWalletDriver(options: CreateSolanaWalletDriverOptions): Promise<SolanaWalletDriver> {
  const wallet = createSolanaTestWallet({ keypair: options.keypair, rpcUrl: options.rpcUrl })
  const walletClient = await startWalletClient({
    relayUrl: options.relayUrl,
    metadata: { name: 'Foyer Solana Test Wallet', description: 'A Solana WalletConnect wallet driven by Foyer tests', url: 'http://127.0.0.1', icons: [] },
    storagePrefix: options.storagePrefix ?? 'foyer-test-solana-wallet',
    proposalTimeout: options.proposalTimeout,
  })
  const { client } = walletClient
  const requests: SolanaWalletDriverRequest[] = []
  let lastProposal: ProposalNamespace | undefined
  client.on('session_request', ({ id, topic, params: { request, chainId } }) => {
    void answer(request.method, request.params as Record<string, unknown>).then(async (response) => {
      requests.push({ method: request.method, chainId, ok: 'result' in response })
      await client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
    })
  })

  const account = () => wallet.account.address
  async function answer(method: string, params: Record<string, unknown>): Promise<{ result: unknown } | { error: { code: number; message: string } }> {
    const transaction = typeof params.transaction === 'string' ? params.transaction : ''
    const response =
      method === 'solana_signMessage'
        ? await wallet.request({
            method: 'signMessage',
            params: { account: account(), message: Buffer.from(fromBase58(String(params.message ?? ''))).toString('base64') },
          })
        : method === 'solana_signTransaction'
          ? await wallet.request({ method: 'signTransaction', params: { account: account(), transaction } })
          : method === 'solana_signAndSendTransaction'
            ? await wallet.request({ method: 'signAndSendTransaction', params: { account: account(), transaction } })
            : { error: { code: 5201, message: `Unsupported method ${method}.` }, events: [] }
    if ('error' in response) return { error: response.error }
    const result = response.result as { signature?: string; signedTransaction?: string; base58?: string }
    if (method === 'solana_signMessage') return { result: { signature: toBase58(Buffer.from(result.signature ?? '', 'base64')) } }
    if (method === 'solana_signTransaction') return { result: { transaction: result.signedTransaction } }
    return { result: { signature: result.base58 } }
  }

  async function pairAndWait(uri: string): Promise<WalletProposal> {
    const event = await walletClient.pairAndWait(uri)
    lastProposal = event.params.requiredNamespaces.solana ?? event.params.optionalNamespaces?.solana
    return event
  }

  const driver: SolanaWalletDriver = {
    wallet,
    client,
    requests,
    get lastProposal() {
      return lastProposal
    },
    async approve(uri) {
      const { id } = await pairAndWait(uri)
      const chains = (lastProposal?.chains ?? []).filter((chain) => options.chains.includes(chain))
      if (chains.length === 0) {
        await client.reject({ id, reason: { code: 5100, message: 'Unsupported chains.' } })
        throw new Error(`The proposal asks for no Solana network the wallet serves (${(lastProposal?.chains ?? []).join(', ') || 'none'}).`)
      }
      await wallet.request({ method: 'connect' })
      const accounts = chains.map((chain) => `${chain}:${account()}`)
      const { acknowledged } = await client.approve({ id, namespaces: { solana: { chains, accounts, methods, events: [] } } })
      return { topic: (await acknowledged()).topic, accounts }
    },
    async reject(uri) {
      const { id } = await pairAndWait(uri)
      await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
    },
    disconnect: walletClient.disconnect,
    close: walletClient.close,
  }
  return driver
}
