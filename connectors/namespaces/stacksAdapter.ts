import { toCaipAddress } from '../../src/chains/caip'
import type { CaipNetwork } from '../../src/chains/network'
import { isStacksAddress, stacksChainKind, stacksMainnet } from '../../src/chains/stacksChains'
import { ConnectFailedError, ConnectionRejectedError } from '../../src/errors/connectErrors'
import { NamespaceBalanceUnavailableError } from '../../src/errors/namespaceBalanceErrors'
import { ConnectorChainsUnsupportedError, SignMessageError } from '../../src/errors/namespaceErrors'
import { NetworkNotFoundError } from '../../src/errors/networkErrors'
import type { NamespaceAccount, NamespaceAdapter, NamespaceConnectionState, NamespaceWallet } from '../../src/namespaces/namespaceAdapter'
import { createStacksApiClient } from './stacksApi'
import { injectedStacksWallets, isStacksRejection, requestStacksAddresses, requestStacksMessageSignature, type InjectedStacksWallet } from './stacksProvider'

/** The namespace plugin contract's name for {@link createStacksAdapter}, which the runtime calls. */
export const createAdapter = (options?: CreateStacksAdapterOptions): StacksAdapter => createStacksAdapter(options)

/** Options of {@link createStacksAdapter}. */
export type CreateStacksAdapterOptions = {
  /**
   * The app's Stacks networks, the default first (`stacksMainnet`, `stacksTestnet`). Each
   * network's first RPC URL is a Stacks Blockchain API, where balances are read; a network without
   * one shows balances as unavailable.
   * @default [stacksMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
  /**
   * The `fetch` the Stacks API client uses.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined
}

/** The Stacks namespace adapter: the common contract and a teardown. */
export type StacksAdapter = NamespaceAdapter & {
  /** Stops watching the page for wallets and forgets the connection. */
  destroy(): void
}

const withoutPrefix = (hex: string) => hex.replace(/^0x/, '').toLowerCase()

/**
 * The `stacks` namespace over the injected provider Stacks wallets expose (Leather's
 * `LeatherProvider`, Xverse's, `StacksProvider`, and wallets registered in `wbip_providers`),
 * speaking SIP-030. Connecting asks for the wallet's addresses (`stx_getAddresses`) on the active
 * network and keeps its Stacks account: a c32 address, `SP…` on mainnet and `ST…` on test
 * networks; a wallet that answers only another network's account is refused with
 * `ConnectorChainsUnsupportedError`. Messages are signed with `stx_signMessage` and returned as
 * the wallet's recoverable signature (hex r‖s‖v), which `verifyMessageSignatureRsv` of
 * `@stacks/encryption` checks against the account's public key. Balances are the account's STX on
 * the network's Stacks API. Wallets have no disconnect request: disconnecting forgets the
 * account here. Sending is not offered on Stacks.
 *
 * @example
 * const adapter = createStacksAdapter({ networks: [stacksMainnet] })
 * await adapter.connect({ walletId: 'LeatherProvider' })
 * adapter.getState().accounts[0]?.address // 'SP…'
 */
export function createStacksAdapter(options: CreateStacksAdapterOptions = {}): StacksAdapter {
  const networks = options.networks ?? [stacksMainnet]
  if (networks.length === 0) throw new Error('The stacks namespace needs at least one network.')
  const listeners = new Set<() => void>()
  let active = networks[0] as CaipNetwork
  let wallet: InjectedStacksWallet | undefined
  let account: NamespaceAccount | undefined
  let connecting = false
  let wallets: NamespaceWallet[] = []
  let state: NamespaceConnectionState = { status: 'disconnected', accounts: [], caipNetwork: active }
  const scope = (globalThis as { window?: { addEventListener?(type: string, listener: () => void, options?: { once: boolean }): void; removeEventListener?(type: string, listener: () => void): void } }).window

  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  // The list keeps its identity until a wallet appears or goes, for `useSyncExternalStore`.
  const readWallets = () => {
    const next = injectedStacksWallets().map((found): NamespaceWallet => ({ id: found.id, name: found.name, icon: found.icon, namespace: 'stacks', chains: [] }))
    if (next.length === wallets.length && next.every((entry, index) => entry.id === wallets[index]?.id)) return false
    wallets = next
    return true
  }
  const readState = () => {
    state =
      wallet && account
        ? { status: 'connected', walletId: wallet.id, caipNetwork: active, accounts: [account] }
        : { status: connecting ? 'connecting' : 'disconnected', accounts: [], caipNetwork: active }
    emit()
  }
  // The wallet's Stacks account on `network`: undefined when it answers none of that network's kind.
  const accountOn = async (found: InjectedStacksWallet, network: CaipNetwork): Promise<NamespaceAccount | undefined> => {
    const kind = stacksChainKind(network)
    const entry = (await requestStacksAddresses(found.provider, kind)).find((candidate) => isStacksAddress(candidate.address, kind))
    if (!entry) return undefined
    const publicKey = entry.publicKey && /^(0x)?[0-9a-fA-F]{66}$/.test(entry.publicKey) ? withoutPrefix(entry.publicKey) : undefined
    return { address: entry.address, caipAddress: toCaipAddress(network.caipNetworkId, entry.address), namespace: 'stacks', publicKey }
  }
  readWallets()
  const onLoad = () => {
    if (readWallets()) emit()
  }
  if ((globalThis as { document?: { readyState?: string } }).document?.readyState !== 'complete') scope?.addEventListener?.('load', onLoad, { once: true })

  return {
    namespace: 'stacks',
    networks,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getWallets: () => wallets,
    async connect({ walletId, caipNetworkId }) {
      if (readWallets()) emit()
      const found = injectedStacksWallets().find((candidate) => candidate.id === walletId)
      if (!found) throw new ConnectFailedError({ cause: new Error(`No Stacks wallet named ${walletId}.`) })
      const target = caipNetworkId === undefined ? active : networks.find((network) => network.caipNetworkId === caipNetworkId)
      if (!target) throw new NetworkNotFoundError({ caipNetworkId: caipNetworkId ?? '' })
      wallet = undefined
      account = undefined
      connecting = true
      readState()
      try {
        const next = await accountOn(found, target)
        if (!next) throw new ConnectorChainsUnsupportedError({ connectorId: walletId, requested: [target.caipNetworkId] })
        active = target
        wallet = found
        account = next
      } catch (error) {
        if (error instanceof ConnectorChainsUnsupportedError) throw error
        throw isStacksRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectFailedError({ cause: error })
      } finally {
        connecting = false
        readState()
      }
      return state
    },
    async disconnect() {
      wallet = undefined
      account = undefined
      readState()
    },
    async switchNetwork(caipNetworkId) {
      const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      if (!network) throw new NetworkNotFoundError({ caipNetworkId })
      const found = wallet
      if (found && account) {
        // Mainnet and test networks have different addresses of the same key: ask the wallet for the other one.
        let next: NamespaceAccount | undefined
        if (stacksChainKind(network) === stacksChainKind(active)) next = { ...account, caipAddress: toCaipAddress(caipNetworkId, account.address) }
        else {
          try {
            next = await accountOn(found, network)
          } catch (error) {
            throw isStacksRejection(error) ? new ConnectionRejectedError({ cause: error }) : new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [caipNetworkId] })
          }
        }
        if (!next) throw new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [caipNetworkId] })
        if (wallet !== found) return
        account = next
      }
      active = network
      readState()
    },
    async getBalance({ address, token }) {
      if (token) throw new Error('Stacks balances here are of STX only.')
      const baseUrl = active.rpcUrls.default.http[0]
      if (!baseUrl) throw new NamespaceBalanceUnavailableError({ reason: 'notConfigured', caipNetworkId: active.caipNetworkId })
      try {
        const { stx } = await createStacksApiClient({ baseUrl, fetch: options.fetch }).getBalances(address)
        return { value: stx, decimals: active.nativeCurrency.decimals, symbol: active.nativeCurrency.symbol }
      } catch (cause) {
        throw new NamespaceBalanceUnavailableError({ reason: 'request', caipNetworkId: active.caipNetworkId, cause })
      }
    },
    async sendToken() {
      throw new Error('Sending is not offered on Stacks: only EVM and Solana networks send.')
    },
    async signMessage({ message }) {
      const signer = wallet
      const from = account
      if (!signer || !from) throw new Error('No Stacks account is connected.')
      let signed: { signature: string; publicKey: string }
      try {
        signed = await requestStacksMessageSignature(signer.provider, message)
      } catch (error) {
        // One error class whether the user said no (`rejected`) or the wallet failed.
        throw new SignMessageError({ namespace: 'stacks', rejected: isStacksRejection(error), cause: error })
      }
      const { signature, publicKey } = signed
      // A wallet that switched accounts on its side signs with another key than the one shown.
      if (from.publicKey && withoutPrefix(publicKey) !== from.publicKey) throw new Error(`The wallet signed with another account than ${from.address}.`)
      return withoutPrefix(signature)
    },
    destroy() {
      wallet = undefined
      account = undefined
      scope?.removeEventListener?.('load', onLoad)
      listeners.clear()
    },
  }
}
