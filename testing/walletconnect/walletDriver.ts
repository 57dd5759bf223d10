import type { ISignClient, SignClientTypes } from '@walletconnect/types'
import type { Hex } from 'viem'
import { createBitcoinTestWallet, type BitcoinTestWallet, type CreateBitcoinTestWalletOptions } from '../bitcoin/createBitcoinTestWallet'
import { createTestWallet, type TestWallet } from '../evm/createTestWallet'
import type { TestWalletChain, TestWalletEvent, TestWalletRejectRequests } from '../evm/testWalletTypes'
import { startWalletClient, type WalletProposal } from './startWalletClient'
import { answerBitcoinRequest, approvedBitcoinNamespace } from './bitcoinWalletRequests'
import { approvedNamespaces, eip155ChainId, UnsupportedChainsError } from './walletNamespaces'

/** Options of {@link createWalletDriver}. */
export type CreateWalletDriverOptions = {
  /** The relay both sides use, e.g. a {@link startLocalRelay} URL. */
  relayUrl: string
  /** The account's private key (an anvil account); it never leaves this process. */
  privateKey: Hex
  /** Chains the wallet signs for; reads and raw transactions go to their RPC URLs. */
  chains: readonly TestWalletChain[]
  /** @default 'foyer-local' */
  projectId?: string
  /**
   * Storage prefix of this client. Two WalletConnect clients in one process (e.g. a dapp-side
   * provider in a Node test) must not share storage keys.
   * @default 'foyer-test-wallet'
   */
  storagePrefix?: string
  /** How the wallet introduces itself to dapps. @default Foyer Test Wallet metadata */
  metadata?: SignClientTypes.Metadata
  /**
   * Which session requests the "user" turns down (`4001`), as in `createTestWallet`.
   * @default false
   */
  rejectRequests?: TestWalletRejectRequests
  /**
   * Milliseconds `approve()` / `reject()` wait for the dapp's proposal after pairing.
   * @default 20_000
   */
  proposalTimeout?: number
  /**
   * A Bitcoin test wallet (`createBitcoinTestWallet`'s options) whose payment address the driver
   * also approves in the `bip122` namespace, answering the Bitcoin RPC by signing in Node.
   * @default undefined (EVM only)
   */
  bitcoin?: CreateBitcoinTestWalletOptions | undefined
}

/** The families {@link WalletDriver.approve} may approve. */
export type WalletDriverNamespace = 'eip155' | 'bip122'

/** A session the driver approved. */
export type WalletDriverSession = {
  topic: string
  /** CAIP-10 accounts of every approved namespace, e.g. `eip155:31337:0xf39F…`, `bip122:0f91…:bcrt1q…`. */
  accounts: string[]
  /** CAIP-2 chains of every approved namespace, e.g. `eip155:31337`. */
  chains: string[]
}

/** A session request the driver answered. */
export type WalletDriverRequest = { method: string; chainId: string; ok: boolean }

/** The wallet side of a WalletConnect pairing, driven by a test. */
export type WalletDriver = {
  /** The signer behind the sessions (address, chain, reject switches). */
  readonly wallet: TestWallet
  /** The Bitcoin signer behind `bip122` (with the `bitcoin` option). */
  readonly bitcoin: BitcoinTestWallet | undefined
  /** The last proposal's namespaces, as the dapp sent them. */
  readonly lastProposal: Pick<Proposal['params'], 'requiredNamespaces' | 'optionalNamespaces'> | undefined
  /** The WalletConnect client itself, for anything the helpers do not cover. */
  readonly client: ISignClient
  /** Session requests answered so far, oldest first. */
  readonly requests: readonly WalletDriverRequest[]
  /**
   * Pairs with `uri` and approves the dapp's proposal with every chain both sides have, in the
   * families of `only` (default: both, `bip122` with the `bitcoin` option only).
   */
  approve(uri: string, options?: { only?: readonly WalletDriverNamespace[] }): Promise<WalletDriverSession>
  /** Pairs with `uri` and turns the proposal down, as a user tapping "Reject". */
  reject(uri: string): Promise<void>
  /** Ends a session (default: every session) from the wallet side. */
  disconnect(topic?: string): Promise<void>
  /** Disconnects sessions and closes the relay socket. */
  close(): Promise<void>
}

const testWalletMetadata: SignClientTypes.Metadata = {
  name: 'Foyer Test Wallet',
  description: 'A WalletConnect wallet driven by Foyer tests',
  url: 'http://127.0.0.1',
  icons: [],
}
// What the SDK's `getSdkError('USER_REJECTED')` returns; dapps match on the message.
const userRejected = { code: 5000, message: 'User rejected.' }
const unsupportedChains = { code: 5100, message: 'Unsupported chains.' }

type Proposal = SignClientTypes.EventArguments['session_proposal']
type SessionRequest = SignClientTypes.EventArguments['session_request']

/**
 * Starts a wallet-side WalletConnect client (`@walletconnect/sign-client`) backed by the Foyer
 * test wallet: it pairs with a `wc:` URI read from the page, approves or rejects the proposal,
 * and answers session requests by signing with the anvil account or forwarding to the chain.
 * Node only; `@walletconnect/sign-client` is loaded when this is called.
 *
 * @example
 * const relay = await startLocalRelay()
 * const driver = await createWalletDriver({ relayUrl: relay.url, privateKey, chains })
 * const session = await driver.approve(await page.getByTestId('foyer-wc-qr').getAttribute('data-uri'))
 * await driver.close()
 */
export async function createWalletDriver(options: CreateWalletDriverOptions): Promise<WalletDriver> {
  const wallet = createTestWallet({ privateKey: options.privateKey, chains: options.chains, rejectRequests: options.rejectRequests ?? false })
  const bitcoin = options.bitcoin ? createBitcoinTestWallet(options.bitcoin) : undefined
  let lastProposal: WalletDriver['lastProposal']
  const walletClient = await startWalletClient({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata ?? testWalletMetadata,
    storagePrefix: options.storagePrefix ?? 'foyer-test-wallet',
    proposalTimeout: options.proposalTimeout,
  })
  const { client } = walletClient
  const requests: WalletDriverRequest[] = []

  client.on('session_request', (event) => void answer(event))

  async function answer({ id, topic, params: { request, chainId } }: SessionRequest) {
    if (chainId.startsWith('bip122:')) {
      const response = bitcoin ? await answerBitcoinRequest(bitcoin, request.method, request.params) : { error: { code: 5100, message: 'Unsupported chains.' } }
      requests.push({ method: request.method, chainId, ok: 'result' in response })
      await client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
      return
    }
    const target = eip155ChainId(chainId)
    // Each request names its chain; the signer follows it quietly, as multi-chain wallets do.
    if (target !== undefined && target !== wallet.chainId && wallet.chains.some((chain) => chain.id === target)) wallet.setChain(target)
    const response = await wallet.request({ method: request.method, params: request.params })
    const failed = 'error' in response
    requests.push({ method: request.method, chainId, ok: !failed })
    await client.respond({
      topic,
      response: failed
        ? { id, jsonrpc: '2.0', error: { code: response.error.code, message: response.error.message } }
        : { id, jsonrpc: '2.0', result: response.result },
    })
    await emitEvents(topic, response.events)
  }

  async function emitEvents(topic: string, events: readonly TestWalletEvent[]) {
    for (const { event, data } of events) {
      const chainId = `eip155:${wallet.chainId}`
      if (event === 'chainChanged') await client.emit({ topic, chainId, event: { name: 'chainChanged', data: wallet.chainId } })
      if (event === 'accountsChanged') {
        const accounts = Array.isArray(data) ? data.map((address) => `${chainId}:${String(address)}`) : []
        await client.emit({ topic, chainId, event: { name: 'accountsChanged', data: accounts } })
      }
    }
  }

  async function pairAndWait(uri: string): Promise<WalletProposal> {
    const event = await walletClient.pairAndWait(uri)
    lastProposal = { requiredNamespaces: event.params.requiredNamespaces, optionalNamespaces: event.params.optionalNamespaces }
    return event
  }

  const driver: WalletDriver = {
    wallet,
    bitcoin,
    client,
    requests,
    get lastProposal() {
      return lastProposal
    },
    async approve(uri, { only = ['eip155', 'bip122'] } = {}) {
      const { id, params } = await pairAndWait(uri)
      const proposed = [params.requiredNamespaces.bip122, params.optionalNamespaces?.bip122]
      const bip122 =
        bitcoin && only.includes('bip122')
          ? approvedBitcoinNamespace(proposed, options.bitcoin?.network ?? 'regtest', bitcoin.accounts.payment.address)
          : undefined
      let namespaces: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }> = bip122 ? { bip122 } : {}
      try {
        if (only.includes('eip155'))
          namespaces = {
            ...approvedNamespaces(
              params.requiredNamespaces,
              params.optionalNamespaces,
              wallet.chains.map((chain) => chain.id),
              wallet.address,
            ),
            ...namespaces,
          }
        if (!namespaces.eip155 && !namespaces.bip122) throw new UnsupportedChainsError(proposed.flatMap((namespace) => namespace?.chains ?? []))
      } catch (error) {
        // Without EVM chains in common, a Bitcoin approval still stands.
        if (!namespaces.bip122) {
          await client.reject({ id, reason: unsupportedChains })
          throw error
        }
      }
      // The site is now connected as far as the signer is concerned: signing requests may follow.
      if (namespaces.eip155) await wallet.request({ method: 'eth_requestAccounts' })
      const { acknowledged } = await client.approve({ id, namespaces })
      const session = await acknowledged()
      const approved = Object.values(namespaces)
      return { topic: session.topic, accounts: approved.flatMap((namespace) => namespace.accounts), chains: approved.flatMap((namespace) => namespace.chains) }
    },
    async reject(uri) {
      const { id } = await pairAndWait(uri)
      await client.reject({ id, reason: userRejected })
    },
    disconnect: walletClient.disconnect,
    close: walletClient.close,
  }
  return driver
}
