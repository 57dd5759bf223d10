import { getWallets } from '@wallet-standard/app'
import { bitcoinWalletChain } from '../../../src/chains/bitcoinChains'
import type { CaipNetwork } from '../../../src/chains/network'
import type { WalletConnectFamily, WalletConnectSessionNamespaces } from '../../../src/config/namespaceWalletConnect'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import { createWalletConnectBitcoinWallet, type BitcoinWalletConnectMethod } from './walletConnectBitcoinWallet'
import { WALLETCONNECT_BITCOIN_WALLET_NAME } from '../walletConnectBitcoinWalletName'
import { NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'

/*
 * Bitcoin over the modal's WalletConnect pairing: WalletConnect's `bip122` namespace (its Bitcoin
 * RPC: getAccountAddresses, signMessage, signPsbt, sendTransfer; the bip122_addressesChanged event).
 * This chunk loads when the user picks WalletConnect in an app with `bitcoin()`; it carries no
 * Bitcoin library: PSBTs and signatures pass through as bytes, the adapter builds and checks them.
 */

export { pairNamespacesOverWalletConnect } from '../namespaceWalletConnectPairing'
export { WALLETCONNECT_BITCOIN_WALLET_NAME } from '../walletConnectBitcoinWalletName'

/** The `bip122` methods a session proposal asks for. */
export const bitcoinWalletConnectMethods = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const

/** The `bip122` events a session proposal asks for. */
export const bitcoinWalletConnectEvents = ['bip122_addressesChanged'] as const

// Bech32 (bc1, tb1, bcrt1; lower case as wallets write them) or base58 legacy and P2SH addresses.
const bitcoinAddress = /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/

/**
 * The `bip122` namespace of a session proposal: the app's Bitcoin networks (CAIP-2, e.g.
 * `bip122:000000000019d6689c085ae165831e93`), the Bitcoin RPC methods and its one event.
 *
 * @example
 * bitcoinProposalNamespace([bitcoinMainnet]) // { chains: ['bip122:000000000019d6689c085ae165831e93'], methods: ['getAccountAddresses', …], events: ['bip122_addressesChanged'] }
 */
export function bitcoinProposalNamespace(networks: readonly CaipNetwork[]) {
  return { chains: networks.map((network) => network.caipNetworkId), methods: [...bitcoinWalletConnectMethods], events: [...bitcoinWalletConnectEvents] }
}

/**
 * The Bitcoin accounts (CAIP-10 `bip122:<ref>:<address>`) an approved session holds on the app's
 * networks, in the order of `networks`; anything that is not a Bitcoin address is left out.
 *
 * @example
 * bitcoinSessionAccounts({ bip122: { accounts: ['bip122:000000000019d6689c085ae165831e93:bc1q…'] } }, [bitcoinMainnet])
 */
export function bitcoinSessionAccounts(namespaces: WalletConnectSessionNamespaces, networks: readonly CaipNetwork[]): NamespaceAccount[] {
  return networks.flatMap((network) =>
    (namespaces.bip122?.accounts ?? []).flatMap((caipAddress): NamespaceAccount[] => {
      if (!caipAddress.startsWith(`${network.caipNetworkId}:`)) return []
      const address = caipAddress.slice(network.caipNetworkId.length + 1)
      return bitcoinAddress.test(address)
        ? [{ address, caipAddress: caipAddress as NamespaceAccount['caipAddress'], namespace: 'bip122', type: 'payment' }]
        : []
    }),
  )
}

const chainOf = (account: NamespaceAccount) => account.caipAddress.slice(0, account.caipAddress.length - account.address.length - 1)

/**
 * Bitcoin as the modal's WalletConnect pairing pairs it: the optional `bip122` namespace, and an
 * approved session registered as the Wallet Standard Bitcoin wallet 'WalletConnect' the Bitcoin
 * adapter connects to. Requests go to the network the app has active when the session covers it.
 *
 * @example
 * await pairNamespacesOverWalletConnect({ provider, families: [{ family: bitcoinWalletConnectFamily, adapter }], connectEvm, evmUsesSession })
 */
export const bitcoinWalletConnectFamily: WalletConnectFamily = {
  namespace: 'bip122',
  walletName: WALLETCONNECT_BITCOIN_WALLET_NAME,
  proposal: bitcoinProposalNamespace,
  accounts: bitcoinSessionAccounts,
  register({ client, topic, accounts, methods, network, disconnect }) {
    const first = accounts[0]
    if (!first) throw new NamespaceWalletError('A Bitcoin WalletConnect session needs an account.', { failure: 'account' })
    const chainIds = [...new Set(accounts.map(chainOf))]
    const request = (method: BitcoinWalletConnectMethod, params: Record<string, unknown>) => {
      const active = network()
      const chainId = active !== undefined && chainIds.includes(active) ? active : chainOf(first)
      return client.request({ topic, chainId, request: { method, params } })
    }
    const wallet = createWalletConnectBitcoinWallet({
      account: first.address,
      chains: chainIds.map((caipNetworkId) => bitcoinWalletChain({ caipNetworkId } as CaipNetwork)),
      // A wallet that did not approve the method (some serve signing only) pairs with the session's account.
      getAccountAddresses: methods.length === 0 || methods.includes('getAccountAddresses'),
      request,
      disconnect,
    })
    const onEvent = (event: { topic: string; params: { event: { name: string; data: unknown } } }) => {
      if (event.topic === topic && event.params.event.name === 'bip122_addressesChanged') wallet.addressesChanged(event.params.event.data)
    }
    client.on('session_event', onEvent)
    const unregister = getWallets().register(wallet)
    return () => {
      client.off('session_event', onEvent)
      wallet.end()
      unregister()
    }
  },
}

/** The module contract's name for {@link bitcoinWalletConnectFamily}. */
export const walletConnectFamily = bitcoinWalletConnectFamily
