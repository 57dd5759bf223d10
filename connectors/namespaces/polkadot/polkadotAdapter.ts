import { hex } from '@scure/base'
import { toCaipAddress } from '../../../src/chains/caip'
import type { CaipNetwork } from '../../../src/chains/network'
import { isPolkadotNetwork, polkadotMainnet, type PolkadotNetwork } from '../../../src/chains/polkadotChains'
import { decodeSs58, encodeSs58 } from '../../../src/chains/ss58'
import { ConnectorChainsUnsupportedError, NamespaceNotConnectedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import type { NamespaceAccount, NamespaceAdapter, NamespaceWallet } from '../../../src/namespaces/namespaceAdapter'
import {
  injectedAccountsSchema,
  injectedPolkadotWallets,
  signRawResultSchema,
  type Injected,
  type InjectedAccount,
  type InjectedPolkadotWallet,
} from './polkadotInjected'
import { createInjectedAdapterCore } from '../injectedAdapterCore'
import { createSubstrateBalanceClient } from './substrateBalance'
import { NamespaceConfigError, NamespaceTokenError, NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'
import { readNamespaceBalance } from '../readNamespaceBalance'
import type { NamespaceClientOptions } from '../namespaceRequest'
import { isWalletRejection } from '../isWalletRejection'

/** The namespace plugin contract's name for {@link createPolkadotAdapter}, which the runtime calls. */
export const createAdapter = (options?: CreatePolkadotAdapterOptions): PolkadotAdapter => createPolkadotAdapter(options)

/** Options of {@link createPolkadotAdapter}. */
export type CreatePolkadotAdapterOptions = NamespaceClientOptions & {
  /**
   * The app's Polkadot-family networks, the default first (`polkadotMainnet`, `kusama`, `westend`
   * or `polkadotNetwork(…)`). Each network's first RPC URL is a Substrate JSON-RPC endpoint where
   * balances are read; without one, balances are unavailable.
   * @default [polkadotMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
  /**
   * The name extensions show when they ask the user to allow the app.
   * @default document.title, or 'Foyer' without one
   */
  appName?: string | undefined
}

/** The Polkadot namespace adapter: the common contract and a teardown. */
export type PolkadotAdapter = NamespaceAdapter & {
  /** Stops following the connected wallet. */
  destroy(): void
}

type Connected = { walletId: string; injected: Injected; raw: readonly InjectedAccount[] }

function toNetworks(networks: readonly CaipNetwork[]): PolkadotNetwork[] {
  return networks.map((network) => {
    if (!isPolkadotNetwork(network))
      throw new NamespaceConfigError(
        `${network.caipNetworkId} is not a Polkadot network with a genesis hash and SS58 prefix (build it with polkadotNetwork()).`,
        { namespace: 'polkadot' },
      )
    return network
  })
}

/**
 * The `polkadot` namespace over injected extensions (`window.injectedWeb3`: polkadot{.js},
 * Talisman, SubWallet, …). Connecting enables the extension for the app and takes its Substrate
 * accounts (ethereum-type accounts and accounts bound to another chain are left out), each written
 * in the active network's SS58 format, type `eoa`. Messages are signed with the extension's
 * `signRaw` (the extension wraps them in `<Bytes>…</Bytes>`, as `signatureVerify` expects) and
 * returned as hex; a failure is `SignMessageError` (`rejected` when the user declined). Balances are the free balance from the
 * network's Substrate JSON-RPC endpoint. `restore` enables the extension again on page load, which
 * an extension answers without asking for a site it already allowed.
 *
 * @example
 * const adapter = createPolkadotAdapter({ networks: [polkadotMainnet, kusama] })
 * await adapter.connect({ walletId: 'polkadot-js' })
 * adapter.getState().accounts[0]?.address // '15oF4u…' (SS58, prefix 0)
 */
export function createPolkadotAdapter(options: CreatePolkadotAdapterOptions = {}): PolkadotAdapter {
  const networks = toNetworks(options.networks ?? [polkadotMainnet])
  if (networks.length === 0) throw new NamespaceConfigError('The polkadot namespace needs at least one network.', { namespace: 'polkadot' })
  const appName = options.appName ?? ((globalThis as { document?: { title?: string } }).document?.title || 'Foyer')
  const core = createInjectedAdapterCore({
    networks,
    readWallets: () => injectedPolkadotWallets().map((wallet): NamespaceWallet => ({ id: wallet.id, name: wallet.name, namespace: 'polkadot', chains: [] })),
  })
  let connection: Connected | undefined
  let offAccounts: (() => void) | undefined

  // Substrate accounts usable on `network`, in the network's SS58 format.
  const toAccounts = (raw: readonly InjectedAccount[], network: PolkadotNetwork): NamespaceAccount[] =>
    raw.flatMap((account) => {
      if (account.type === 'ethereum') return []
      if (account.genesisHash && account.genesisHash.toLowerCase() !== network.genesisHash) return []
      let publicKey: Uint8Array
      try {
        publicKey = decodeSs58(account.address).publicKey
      } catch {
        return []
      }
      const address = encodeSs58(publicKey, network.ss58Prefix)
      return [
        { address, caipAddress: toCaipAddress(network.caipNetworkId, address), namespace: 'polkadot', type: 'eoa', publicKey: `0x${hex.encode(publicKey)}` },
      ]
    })
  const publish = (connecting = false) =>
    core.publish(connection ? { walletId: connection.walletId, accounts: toAccounts(connection.raw, core.active) } : undefined, connecting)
  const drop = () => {
    offAccounts?.()
    offAccounts = undefined
    connection = undefined
  }
  const walletOf = (walletId: string) => {
    core.refreshWallets()
    return injectedPolkadotWallets().find((candidate) => candidate.id === walletId)
  }
  // Connect and restore alike: enable the extension for the app, take its accounts on `target` (or,
  // with `followAccounts`, on the first of the app's networks that takes them) and follow changes.
  const attach = async (wallet: InjectedPolkadotWallet, target: PolkadotNetwork, followAccounts: boolean) => {
    drop()
    publish(true)
    try {
      const injected = await wallet.provider.enable(appName)
      const raw = injectedAccountsSchema.parse(await injected.accounts.get())
      const network =
        toAccounts(raw, target).length > 0 ? target : followAccounts ? networks.find((candidate) => toAccounts(raw, candidate).length > 0) : undefined
      if (!network) {
        if (raw.length === 0) throw new NamespaceWalletError(`${wallet.name} shared no account.`, { failure: 'account' })
        throw new ConnectorChainsUnsupportedError({ connectorId: wallet.id, requested: [target.caipNetworkId] })
      }
      core.setActive(network)
      connection = { walletId: wallet.id, injected, raw }
      offAccounts =
        injected.accounts.subscribe?.((changed) => {
          const parsed = injectedAccountsSchema.safeParse(changed)
          if (!connection || !parsed.success) return
          connection = { ...connection, raw: parsed.data }
          // The user removing every account from the app ends the connection.
          if (toAccounts(parsed.data, core.active).length === 0) drop()
          publish()
        }) ?? undefined
    } catch (error) {
      drop()
      throw error
    } finally {
      publish()
    }
  }
  const signer = () => {
    const account = core.getState().accounts[0]
    if (!connection || !account) throw new NamespaceNotConnectedError({ namespace: 'polkadot', details: 'No Polkadot account is connected.' })
    return { account, injected: connection.injected }
  }

  return {
    namespace: 'polkadot',
    networks,
    ...core.reads,
    connect: ({ walletId, caipNetworkId }) =>
      core.connect({
        wallet: walletOf(walletId),
        label: `Polkadot extension named ${walletId}`,
        caipNetworkId,
        // An extension's accounts may each be bound to one chain: the network follows them when the
        // app did not name one, as long as one of the app's networks takes them.
        attach: (wallet, target) => attach(wallet, target, caipNetworkId === undefined),
        isRejection: isWalletRejection,
      }),
    async restore({ walletId, caipNetworkId }) {
      const wallet = walletOf(walletId)
      if (!wallet) return core.getState()
      // `enable` answers at once, without a window, for an app the user already allowed (extensions
      // keep the list of allowed sites; dapps call it on every page load); a site the user removed
      // or rejected is refused or asked again, and anything but accounts leaves it disconnected.
      // The accounts are read from the extension, not taken from the stored ones.
      return core.restore(caipNetworkId, (target) => attach(wallet, target, true))
    },
    async disconnect() {
      // The injected standard has no disconnect: the app forgets the accounts it was given.
      drop()
      publish()
    },
    async switchNetwork(caipNetworkId) {
      const network = core.target(caipNetworkId)
      if (connection && toAccounts(connection.raw, network).length === 0)
        throw new ConnectorChainsUnsupportedError({ connectorId: connection.walletId, requested: [caipNetworkId] })
      core.setActive(network)
      publish()
    },
    async getBalance({ address, token }) {
      if (token) throw new NamespaceTokenError('Polkadot balances here are of the native token only.', { token })
      return readNamespaceBalance(core.active, (rpcUrl) =>
        createSubstrateBalanceClient({ fetch: options.fetch, timeoutMs: options.timeoutMs, rpcUrl }).getFreeBalance(decodeSs58(address).publicKey),
      )
    },
    async signMessage({ message }) {
      const { account, injected } = signer()
      const signRaw = injected.signer.signRaw
      if (!signRaw)
        throw new SignMessageError({
          namespace: 'polkadot',
          rejected: false,
          cause: new NamespaceWalletError(`${connection?.walletId ?? 'The wallet'} cannot sign messages.`, { failure: 'unsupported' }),
        })
      let result: unknown
      try {
        result = await signRaw({ address: account.address, data: `0x${hex.encode(new TextEncoder().encode(message))}`, type: 'bytes' })
      } catch (error) {
        // 'Cancelled' is the user saying no; anything else failed in the wallet. Either way the caller gets one error class.
        throw new SignMessageError({ namespace: 'polkadot', rejected: isWalletRejection(error), cause: error })
      }
      return signRawResultSchema.parse(result).signature.toLowerCase()
    },
    destroy() {
      drop()
      core.destroy()
    },
  }
}
