import { toCaipAddress } from '../../../src/chains/caip'
import type { CaipNetwork } from '../../../src/chains/network'
import { isStacksAddress, stacksChainKind, stacksMainnet } from '../../../src/chains/stacksChains'
import { ConnectionRejectedError } from '../../../src/errors/connectErrors'
import { ConnectorChainsUnsupportedError, NamespaceNotConnectedError, SignMessageError } from '../../../src/errors/namespaceErrors'
import type { NamespaceAccount, NamespaceAdapter, NamespaceWallet } from '../../../src/namespaces/namespaceAdapter'
import { createInjectedAdapterCore } from '../injectedAdapterCore'
import { createStacksApiClient } from './stacksApi'
import { injectedStacksWallets, isStacksRejection, requestStacksAddresses, requestStacksMessageSignature, type InjectedStacksWallet } from './stacksProvider'
import { NamespaceConfigError, NamespaceTokenError, NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'
import { readNamespaceBalance } from '../readNamespaceBalance'
import type { NamespaceClientOptions } from '../namespaceRequest'

/** The namespace plugin contract's name for {@link createStacksAdapter}, which the runtime calls. */
export const createAdapter = (options?: CreateStacksAdapterOptions): StacksAdapter => createStacksAdapter(options)

/** Options of {@link createStacksAdapter}. */
export type CreateStacksAdapterOptions = NamespaceClientOptions & {
  /**
   * The app's Stacks networks, the default first (`stacksMainnet`, `stacksTestnet`). Each
   * network's first RPC URL is a Stacks Blockchain API, where balances are read; a network without
   * one shows balances as unavailable.
   * @default [stacksMainnet]
   */
  networks?: readonly CaipNetwork[] | undefined
}

/** The Stacks namespace adapter: the common contract and a teardown. */
export type StacksAdapter = NamespaceAdapter & {
  /** Stops watching the page for wallets and forgets the connection. */
  destroy(): void
}

const withoutPrefix = (hex: string) => hex.replace(/^0x/, '').toLowerCase()
const compressedKey = /^(0x)?[0-9a-fA-F]{66}$/

/**
 * The Stacks account a restore takes back from the stored ones (the active one first), checked
 * field by field since every script on the origin shares localStorage: a Stacks address of
 * `network`'s kind (`SP…` on mainnet, `ST…` on test networks) whose stored CAIP-10 address names it,
 * and a compressed public key when there is one. Anything else is undefined (nothing to restore).
 *
 * @example
 * storedStacksAccount(session.accounts, stacksTestnet) // { address: 'ST…', caipAddress: 'stacks:2147483648:ST…', … }
 */
export function storedStacksAccount(accounts: readonly NamespaceAccount[], network: CaipNetwork): NamespaceAccount | undefined {
  const [stored] = accounts
  if (stored?.namespace !== 'stacks' || !isStacksAddress(stored.address, stacksChainKind(network))) return undefined
  if (!stored.caipAddress.startsWith('stacks:') || !stored.caipAddress.endsWith(`:${stored.address}`)) return undefined
  if (stored.publicKey !== undefined && !compressedKey.test(stored.publicKey)) return undefined
  const publicKey = stored.publicKey === undefined ? undefined : withoutPrefix(stored.publicKey)
  return { address: stored.address, caipAddress: toCaipAddress(network.caipNetworkId, stored.address), namespace: 'stacks', publicKey }
}

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
 * account here. Sending is not offered on Stacks. `restore` takes the stored account back without
 * asking the wallet (whose address requests always prompt) while its provider is still in the page.
 *
 * @example
 * const adapter = createStacksAdapter({ networks: [stacksMainnet] })
 * await adapter.connect({ walletId: 'LeatherProvider' })
 * adapter.getState().accounts[0]?.address // 'SP…'
 */
export function createStacksAdapter(options: CreateStacksAdapterOptions = {}): StacksAdapter {
  const networks = options.networks ?? [stacksMainnet]
  if (networks.length === 0) throw new NamespaceConfigError('The stacks namespace needs at least one network.', { namespace: 'stacks' })
  const core = createInjectedAdapterCore({
    networks,
    readWallets: () =>
      injectedStacksWallets().map((found): NamespaceWallet => ({ id: found.id, name: found.name, icon: found.icon, namespace: 'stacks', chains: [] })),
  })
  let wallet: InjectedStacksWallet | undefined
  let account: NamespaceAccount | undefined

  const publish = (connecting = false) => core.publish(wallet && account ? { walletId: wallet.id, accounts: [account] } : undefined, connecting)
  // The wallet's Stacks account on `network`: undefined when it answers none of that network's kind.
  const accountOn = async (found: InjectedStacksWallet, network: CaipNetwork): Promise<NamespaceAccount | undefined> => {
    const kind = stacksChainKind(network)
    const entry = (await requestStacksAddresses(found.provider, kind)).find((candidate) => isStacksAddress(candidate.address, kind))
    if (!entry) return undefined
    const publicKey = entry.publicKey && compressedKey.test(entry.publicKey) ? withoutPrefix(entry.publicKey) : undefined
    return { address: entry.address, caipAddress: toCaipAddress(network.caipNetworkId, entry.address), namespace: 'stacks', publicKey }
  }

  const walletOf = (walletId: string) => {
    core.refreshWallets()
    return injectedStacksWallets().find((candidate) => candidate.id === walletId)
  }
  // Connect and restore alike: the account (asked of the wallet, or stored) on `target`, or none there.
  const attach = async (found: InjectedStacksWallet, target: CaipNetwork, read: () => Promise<NamespaceAccount | undefined>) => {
    wallet = undefined
    account = undefined
    publish(true)
    try {
      const taken = await read()
      if (!taken) throw new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [target.caipNetworkId] })
      core.setActive(target)
      wallet = found
      account = taken
    } finally {
      publish()
    }
  }

  return {
    namespace: 'stacks',
    networks,
    ...core.reads,
    connect: ({ walletId, caipNetworkId }) =>
      core.connect({
        wallet: walletOf(walletId),
        label: `Stacks wallet named ${walletId}`,
        caipNetworkId,
        attach: (found, target) => attach(found, target, () => accountOn(found, target)),
        isRejection: isStacksRejection,
      }),
    async restore({ walletId, caipNetworkId, accounts }) {
      const found = walletOf(walletId)
      if (!found) return core.getState()
      // Stacks wallets open a window for every address request (stx_getAddresses, getAddresses,
      // Xverse's wallet_connect), so the wallet is not asked: the account comes back from the stored
      // one, checked, as Stacks Connect keeps the addresses in localStorage. The next signature goes
      // to the wallet as usual (and fails there if the wallet no longer knows the site).
      return core.restore(caipNetworkId, (target) => attach(found, target, async () => storedStacksAccount(accounts, target)))
    },
    async disconnect() {
      wallet = undefined
      account = undefined
      publish()
    },
    async switchNetwork(caipNetworkId) {
      const network = core.target(caipNetworkId)
      const found = wallet
      if (found && account) {
        // Mainnet and test networks have different addresses of the same key: ask the wallet for the other one.
        let next: NamespaceAccount | undefined
        if (stacksChainKind(network) === stacksChainKind(core.active)) next = { ...account, caipAddress: toCaipAddress(caipNetworkId, account.address) }
        else {
          try {
            next = await accountOn(found, network)
          } catch (error) {
            throw isStacksRejection(error)
              ? new ConnectionRejectedError({ cause: error })
              : new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [caipNetworkId] })
          }
        }
        if (!next) throw new ConnectorChainsUnsupportedError({ connectorId: found.id, requested: [caipNetworkId] })
        if (wallet !== found) return
        account = next
      }
      core.setActive(network)
      publish()
    },
    async getBalance({ address, token }) {
      if (token) throw new NamespaceTokenError('Stacks balances here are of STX only.', { token })
      return readNamespaceBalance(
        core.active,
        async (baseUrl) => (await createStacksApiClient({ fetch: options.fetch, timeoutMs: options.timeoutMs, baseUrl }).getBalances(address)).stx,
      )
    },
    async signMessage({ message }) {
      const signer = wallet
      const from = account
      if (!signer || !from) throw new NamespaceNotConnectedError({ namespace: 'stacks', details: 'No Stacks account is connected.' })
      let signed: { signature: string; publicKey: string }
      try {
        signed = await requestStacksMessageSignature(signer.provider, message)
      } catch (error) {
        // One error class whether the user said no (`rejected`) or the wallet failed.
        throw new SignMessageError({ namespace: 'stacks', rejected: isStacksRejection(error), cause: error })
      }
      const { signature, publicKey } = signed
      // A wallet that switched accounts on its side signs with another key than the one shown.
      if (from.publicKey && withoutPrefix(publicKey) !== from.publicKey)
        throw new NamespaceWalletError(`The wallet signed with another account than ${from.address}.`, { failure: 'account' })
      return withoutPrefix(signature)
    },
    destroy() {
      wallet = undefined
      account = undefined
      core.destroy()
    },
  }
}
