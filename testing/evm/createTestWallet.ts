import { BaseError } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { createRequestHandler } from './createRequestHandler'
import { invalidRequestError, toTestWalletErrorObject, unrecognizedChainError } from './testWalletErrors'
import { setConnected, switchTo } from './testWalletState'
import type { TestWalletState } from './testWalletState'
import type { TestWalletAssetToken } from './walletGetAssets'
import type {
  TestWalletChain,
  TestWalletEvent,
  TestWalletRejectRequests,
  TestWalletRequest,
  TestWalletRequestContext,
  TestWalletResponse,
} from './testWalletTypes'

/** Options of {@link createTestWallet}. */
export type CreateTestWalletOptions = {
  /** The account's private key. It stays in this runtime: pages only see the bridge. */
  privateKey: Hex
  /** Chains the wallet knows; pages can add more with `wallet_addEthereumChain`. */
  chains: readonly TestWalletChain[]
  /**
   * Chain the wallet starts on.
   * @default chains[0].id
   */
  chainId?: number
  /**
   * Start connected, as if the user had approved the site before (tests of reconnection).
   * @default false
   */
  connected?: boolean
  /**
   * Which user-facing requests fail with `4001 User rejected the request.`: `true` for all of
   * them, or a list such as `['personal_sign']`.
   * @default false
   */
  rejectRequests?: TestWalletRejectRequests
  /**
   * Whether `wallet_addEthereumChain` also switches to the added chain. MetaMask does (it asks
   * right after adding), and wagmi's `switchChain` relies on it after a `4902`.
   * @default true
   */
  switchChainOnAdd?: boolean
  /**
   * EIP-5792 capabilities that `wallet_getCapabilities` advertises, keyed by hex chain id.
   * `wallet_sendCalls` always works (calls sent in order, each mined before the next); where a
   * chain's `atomic` is `supported` or `ready` a failing batch is rolled back whole (`evm_snapshot`).
   * @default {}
   * @example { '0x7a69': { atomic: { status: 'unsupported' } } }
   */
  capabilities?: Record<Hex, Record<string, unknown>>
  /**
   * ERC-20 tokens `wallet_getAssets` reports besides the native token and the local USDC (balances
   * are read from the chain). The method answers only on chains whose `capabilities` advertise
   * EIP-7811 `assetDiscovery: { supported: true }`.
   * @default []
   * @example capabilities: { '0x7a69': { assetDiscovery: { supported: true } } }, assetTokens: [{ address, name: 'Dai', symbol: 'DAI', decimals: 18 }]
   */
  assetTokens?: readonly TestWalletAssetToken[]
  /**
   * USD prices by symbol that `wallet_getAssets` reports.
   * @default { ETH: 3000, USDC: 1 } (the API's development prices)
   */
  assetPrices?: Readonly<Record<string, number>>
  /**
   * Milliseconds before a forwarded RPC request is abandoned with `-32603`.
   * @default 10_000
   */
  rpcTimeout?: number
}

/** Called with the events of every state change, whether a request or a helper caused it. */
export type TestWalletListener = (events: TestWalletEvent[], context: TestWalletRequestContext | undefined) => void

/** An EIP-1193 wallet that signs in this runtime and answers bridged requests with JSON. */
export type TestWallet = {
  /** The current account's address. */
  readonly address: Address
  /** The current chain id. */
  readonly chainId: number
  /** Configured and added chains (copies). */
  readonly chains: readonly TestWalletChain[]
  /** Whether the site connected through `eth_requestAccounts` or `wallet_requestPermissions`. */
  readonly connected: boolean
  /** Which user-facing requests fail with `4001`; assignable. */
  rejectRequests: TestWalletRejectRequests
  /** Answers one EIP-1193 request. Never throws: failures come back as `{ error }`. */
  request(payload: TestWalletRequest, context?: TestWalletRequestContext): Promise<TestWalletResponse>
  /** Same as assigning `rejectRequests`. */
  setRejectRequests(reject: TestWalletRejectRequests): void
  /** Switches the account from outside (the user picking another one); returns the events. */
  setAccount(privateKey: Hex): TestWalletEvent[]
  /** Switches the chain from outside; throws `4902` for an unknown chain; returns the events. */
  setChain(chainId: number): TestWalletEvent[]
  /** Disconnects the site from outside (the user revoking it); returns the events. */
  disconnect(): TestWalletEvent[]
  /** Listens to every state change; returns the unsubscribe function. */
  subscribe(listener: TestWalletListener): () => void
}

const requestSchema = z.object({ method: z.string().min(1), params: z.unknown().optional() })

/**
 * Creates a test wallet: signs with a local viem account, answers wallet methods itself and
 * forwards every other method to the current chain's RPC URL over HTTP.
 *
 * User-facing methods (`eth_requestAccounts`, `wallet_requestPermissions`, `personal_sign`,
 * `eth_signTypedData_v4`, `eth_sendTransaction`, `wallet_switchEthereumChain`,
 * `wallet_addEthereumChain`) "prompt" only where a real wallet would: a connected site's
 * `eth_requestAccounts` or a switch to the current chain never fails with `4001`.
 * @example
 * const wallet = createTestWallet({
 *   privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
 *   chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }],
 * })
 * const { result } = await wallet.request({ method: 'eth_requestAccounts' })
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  const first = options.chains[0]
  if (!first) throw new BaseError('createTestWallet needs at least one chain.')
  const state: TestWalletState = {
    account: privateKeyToAccount(options.privateKey),
    chainId: options.chainId ?? first.id,
    chains: new Map(options.chains.map((chain) => [chain.id, { ...chain }])),
    connected: options.connected ?? false,
    connectedAt: Date.now(),
    rejectRequests: options.rejectRequests ?? false,
  }
  if (!state.chains.has(state.chainId)) throw unrecognizedChainError(state.chainId)
  const handle = createRequestHandler(state, options)
  const listeners = new Set<TestWalletListener>()

  const notify = (events: TestWalletEvent[], context: TestWalletRequestContext | undefined) => {
    if (events.length === 0) return
    for (const listener of [...listeners]) {
      try {
        listener(events, context)
      } catch (error) {
        // A broken listener must not fail the request, but must not vanish either.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
  // Helpers change state the way requests do and report to listeners the same way.
  const change = (apply: (events: TestWalletEvent[]) => void) => {
    const events: TestWalletEvent[] = []
    apply(events)
    notify(events, undefined)
    return events
  }

  return {
    get address() {
      return state.account.address
    },
    get chainId() {
      return state.chainId
    },
    get chains() {
      return [...state.chains.values()].map((chain) => ({ ...chain }))
    },
    get connected() {
      return state.connected
    },
    get rejectRequests() {
      return state.rejectRequests
    },
    set rejectRequests(reject) {
      state.rejectRequests = reject
    },
    async request(payload, context) {
      const events: TestWalletEvent[] = []
      let response: TestWalletResponse
      try {
        // The payload comes from a page: parse it even though the type says it is well formed.
        const parsed = requestSchema.safeParse(payload)
        if (!parsed.success) throw invalidRequestError('expected { method: string, params?: unknown }')
        response = { result: await handle(parsed.data.method, parsed.data.params, events, context), events }
      } catch (error) {
        response = { error: toTestWalletErrorObject(error), events }
      }
      notify(events, context)
      return response
    },
    setRejectRequests(reject) {
      state.rejectRequests = reject
    },
    setAccount(privateKey) {
      const next = privateKeyToAccount(privateKey)
      return change((events) => {
        const changed = next.address !== state.account.address
        state.account = next
        // A site that is not connected is not told about accounts, as in real wallets.
        if (changed && state.connected) events.push({ event: 'accountsChanged', data: [next.address] })
      })
    },
    setChain(chainId) {
      return change((events) => switchTo(state, chainId, events))
    },
    disconnect() {
      return change((events) => setConnected(state, false, events))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
