import type { ReactNode } from 'react'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import type { AccountTab } from '../../../src/router/views'

/**
 * What a chain family offers on Account, whatever the connection. The Account view is one; a
 * family is one of these (see `evmAccountFamily` and `namespaceAccountFamily`).
 */
export type AccountFamily = {
  /**
   * How the address shows: `single`, the account's address large with a copy button; `byType`,
   * every account of the connection named by its type (a Bitcoin wallet's payment and ordinal
   * accounts).
   */
  addressFormat: 'single' | 'byType'
  /** The data tabs, in order; an empty list leaves the tablist out. */
  tabs: readonly AccountTab[]
  /** Buy and Swap, each shown only where the project and the API offer it on the network. */
  trade: boolean
  /** Buy without Swap (a family the on-ramp delivers to but the swap API does not trade on). @default false */
  buy?: boolean
  /** Send (Receive is offered to every family). */
  send: boolean
  /** A link to the address on the network's default explorer, when the network names one. */
  explorerLink: boolean
}

/** One account of a connection, as Account lists it. */
export type AccountEntry = Pick<NamespaceAccount, 'address' | 'type'>

/**
 * The Account view's content for one connection: its family, and what the connection supplies
 * (wallet, accounts, network, the balance and tab panels read from the family's own sources).
 */
export type AccountDescriptor = {
  /** What the connection's family offers. */
  family: AccountFamily
  /** The connected wallet; `name` is undefined when the connection does not say. */
  wallet: { icon: string | undefined; name: string | undefined }
  /** The connection's accounts; the first is the one the balance and tabs are about. */
  accounts: readonly [AccountEntry, ...AccountEntry[]]
  /** The active network; `name` is undefined on a network the app does not list. */
  network: { caipNetworkId: string; name: string | undefined } | undefined
  /** The account's name or identity, under the address. */
  identity?: ReactNode
  /** The native balance with its loading and failure states. */
  balance: ReactNode
  /** More about the account, under the details (the embedded wallet's sign-in). */
  about?: ReactNode
  /** Renders the panel of one of the family's tabs. */
  renderTab: (tab: AccountTab) => ReactNode
  /** The address's page on the network's explorer, when the family links to it. */
  explorer: { name: string; url: string } | undefined
  /** Ends the connection shown (wagmi's disconnect, or the family adapter's). */
  disconnect: () => Promise<unknown>
}
