import { bech32, hex } from '@scure/base'
import { toCaipAddress } from '../../../src/chains/caip'
import { cosmosHub, isCosmosNetwork, type CosmosNetwork } from '../../../src/chains/cosmosChains'
import type { CaipNetwork } from '../../../src/chains/network'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError, NamespaceNotConnectedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import type { NamespaceAccount, NamespaceAdapter, NamespaceWallet } from '../../../src/namespaces/namespaceAdapter'
import { createCosmosLcdClient } from './cosmosBalance'
import { createInjectedAdapterCore } from '../injectedAdapterCore'
import { injectedCosmosWallets, isCosmosUnknownChain, keplrKeySchema, keplrStdSignatureSchema, type InjectedCosmosWallet } from './cosmosKeplr'
import { NamespaceConfigError, NamespaceTokenError } from '../../../src/errors/namespaceWalletErrors'
import { readNamespaceBalance } from '../readNamespaceBalance'
import type { NamespaceClientOptions } from '../namespaceRequest'
import { isWalletRejection } from '../isWalletRejection'

/** The namespace plugin contract's name for {@link createCosmosAdapter}, which the runtime calls. */
export const createAdapter = (options?: CreateCosmosAdapterOptions): CosmosAdapter => createCosmosAdapter(options)

/** Options of {@link createCosmosAdapter}. */
export type CreateCosmosAdapterOptions = NamespaceClientOptions & {
  /**
   * The app's Cosmos networks, the default first (`cosmosHub`, `osmosis` or `cosmosNetwork(…)`).
   * Each network's first RPC URL is its REST (LCD) API, where balances are read; without one,
   * balances are unavailable.
   * @default [cosmosHub]
   */
  networks?: readonly CaipNetwork[] | undefined
}

/** The Cosmos namespace adapter: the common contract and a teardown. */
export type CosmosAdapter = NamespaceAdapter & {
  /** Stops following the connected wallet. */
  destroy(): void
}

function toNetworks(networks: readonly CaipNetwork[]): CosmosNetwork[] {
  return networks.map((network) => {
    if (!isCosmosNetwork(network))
      throw new NamespaceConfigError(
        `${network.caipNetworkId} is not a Cosmos network with a bech32 prefix and denomination (build it with cosmosNetwork()).`,
        { namespace: 'cosmos' },
      )
    return network
  })
}

// The address a wallet gives must be a bech32 account address of the network's own prefix.
function checkedAddress(address: string, network: CosmosNetwork): string | undefined {
  try {
    const decoded = bech32.decode(address as `${string}1${string}`)
    return decoded.prefix === network.bech32Prefix ? address : undefined
  } catch {
    return undefined
  }
}

/**
 * The `cosmos` namespace over Keplr's injected API (`window.keplr`, and Leap's `window.leap`,
 * which copies it). Connecting enables the active network's chain id in the wallet and takes its
 * key there: one account, its bech32 address with the network's prefix, type `eoa`, public key
 * hex. A chain the wallet has no info for is `ConnectorChainsUnsupportedError` (Keplr knows the
 * registered chains; add others with `window.keplr.experimentalSuggestChain` before connecting).
 * Messages are signed off-chain with ADR-036 (`signArbitrary`) and returned as the base64
 * signature (a failure is `SignMessageError` (`rejected` when the user declined)); verify it with the account's public key.
 * Balances are the native denomination's, from the network's REST API. `restore` enables the chain
 * again on page load, which the wallet answers without asking for a site it already allowed.
 *
 * @example
 * const adapter = createCosmosAdapter({ networks: [cosmosHub, osmosis] })
 * await adapter.connect({ walletId: 'keplr' })
 * adapter.getState().accounts[0]?.address // 'cosmos1…'
 */
export function createCosmosAdapter(options: CreateCosmosAdapterOptions = {}): CosmosAdapter {
  const networks = toNetworks(options.networks ?? [cosmosHub])
  const clientOptions = { fetch: options.fetch, timeoutMs: options.timeoutMs }
  if (networks.length === 0) throw new NamespaceConfigError('The cosmos namespace needs at least one network.', { namespace: 'cosmos' })
  const core = createInjectedAdapterCore({
    networks,
    readWallets: () => injectedCosmosWallets().map((found): NamespaceWallet => ({ id: found.id, name: found.name, namespace: 'cosmos', chains: [] })),
  })
  let wallet: InjectedCosmosWallet | undefined
  let account: NamespaceAccount | undefined
  let offKeystore: (() => void) | undefined
  const scope = (
    globalThis as { window?: { addEventListener?(type: string, listener: () => void): void; removeEventListener?(type: string, listener: () => void): void } }
  ).window

  const publish = (connecting = false) => core.publish(wallet && account ? { walletId: wallet.id, accounts: [account] } : undefined, connecting)
  // The wallet's account on `network`: undefined when the key's address is not of its prefix.
  const keyOn = async (found: InjectedCosmosWallet, network: CosmosNetwork): Promise<NamespaceAccount | undefined> => {
    const key = keplrKeySchema.parse(await found.api.getKey(network.id))
    const address = checkedAddress(key.bech32Address, network)
    if (!address) return undefined
    return { address, caipAddress: toCaipAddress(network.caipNetworkId, address), namespace: 'cosmos', type: 'eoa', publicKey: hex.encode(key.pubKey) }
  }
  const drop = () => {
    offKeystore?.()
    offKeystore = undefined
    wallet = undefined
    account = undefined
  }
  const follow = (found: InjectedCosmosWallet) => {
    // The user picking another account in the wallet: read the key again, or end the connection.
    const onChange = () => {
      if (wallet !== found) return
      keyOn(found, core.active).then(
        (next) => {
          if (wallet !== found) return
          if (next) account = next
          else drop()
          publish()
        },
        () => {
          if (wallet !== found) return
          drop()
          publish()
        },
      )
    }
    scope?.addEventListener?.(found.keystoreEvent, onChange)
    offKeystore = () => scope?.removeEventListener?.(found.keystoreEvent, onChange)
  }

  const walletOf = (walletId: string) => {
    core.refreshWallets()
    return injectedCosmosWallets().find((candidate) => candidate.id === walletId)
  }
  // Connect and restore alike: enable the chain in the wallet, take its key there, follow changes.
  const attach = async (found: InjectedCosmosWallet, target: CosmosNetwork) => {
    drop()
    publish(true)
    try {
      await found.api.enable(target.id).catch((error: unknown) => {
        // A chain the wallet has no info for is a network it does not support, not a failure.
        throw isCosmosUnknownChain(error) ? new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [target.caipNetworkId] }) : error
      })
      const next = await keyOn(found, target)
      if (!next) throw new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [target.caipNetworkId] })
      core.setActive(target)
      wallet = found
      account = next
      follow(found)
    } catch (error) {
      drop()
      throw error
    } finally {
      publish()
    }
  }

  return {
    namespace: 'cosmos',
    networks,
    ...core.reads,
    connect: ({ walletId, caipNetworkId }) =>
      core.connect({
        wallet: walletOf(walletId),
        label: `Cosmos wallet named ${walletId}`,
        caipNetworkId,
        attach: (found, target) => attach(found, target),
        isRejection: isWalletRejection,
      }),
    async restore({ walletId, caipNetworkId }) {
      const found = walletOf(walletId)
      if (!found) return core.getState()
      // Keplr and Leap answer `enable` at once for a chain the user already allowed the site on (as
      // cosmos-kit relies on when it reconnects on load); a permission removed in the wallet fails
      // or is asked again, and leaves the state disconnected. The key is read again, not stored.
      return core.restore(caipNetworkId, (target) => attach(found, target))
    },
    async disconnect() {
      const previous = wallet
      const chainId = core.active.id
      drop()
      publish()
      // Keplr can forget the app's permission; wallets without `disable` just stop being asked.
      await previous?.api.disable?.(chainId).catch(() => undefined)
    },
    async switchNetwork(caipNetworkId) {
      const network = core.target(caipNetworkId)
      if (wallet) {
        // Each chain is enabled on its own, and the account's address differs per chain.
        const found = wallet
        try {
          await found.api.enable(network.id)
        } catch (error) {
          throw isWalletRejection(error)
            ? new ConnectionRejectedError({ cause: error })
            : new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [caipNetworkId] })
        }
        const next = await keyOn(found, network)
        if (!next) throw new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [caipNetworkId] })
        if (wallet !== found) return
        account = next
      }
      core.setActive(network)
      publish()
    },
    async getBalance({ address, token }) {
      if (token) throw new NamespaceTokenError('Cosmos balances here are of the native denomination only.', { token })
      const active = core.active
      return readNamespaceBalance(active, (restUrl) => createCosmosLcdClient({ ...clientOptions, restUrl }).getBalance(address, active.denom))
    },
    async signMessage({ message }) {
      if (!wallet || !account) throw new NamespaceNotConnectedError({ namespace: 'cosmos', details: 'No Cosmos account is connected.' })
      let signed: unknown
      try {
        signed = await wallet.api.signArbitrary(core.active.id, account.address, message)
      } catch (error) {
        // 'Request rejected' is the user saying no; anything else failed in the wallet. Either way the caller gets one error class.
        throw new SignMessageError({ namespace: 'cosmos', rejected: isWalletRejection(error), cause: error })
      }
      return keplrStdSignatureSchema.parse(signed).signature
    },
    destroy() {
      drop()
      core.destroy()
    },
  }
}
