import { numberToHex } from 'viem'
import type { Address, PrivateKeyAccount } from 'viem'
import { unauthorizedError, unrecognizedChainError, userRejectedError } from './testWalletErrors'
import type { TestWalletChain, TestWalletEvent, TestWalletRejectRequests, TestWalletRequestContext, TestWalletUserMethod } from './testWalletTypes'

/** The mutable state of one test wallet, shared by its request handler and its helpers. */
export type TestWalletState = {
  /** Signing account. */
  account: PrivateKeyAccount
  /** Current chain id; always a key of `chains`. */
  chainId: number
  /** Configured and added chains by id. */
  chains: Map<number, TestWalletChain>
  /** Whether the site is connected (permissions are wallet-wide, not per origin). */
  connected: boolean
  /** When the site last connected, for the EIP-2255 permission `date`. */
  connectedAt: number
  /** Which user-facing requests fail with `4001`. */
  rejectRequests: TestWalletRejectRequests
}

/*
 * Every state change pushes the EIP-1193 events a real wallet would emit for it, so requests and
 * helpers (`setChain`, `disconnect`) report changes the same way.
 */

/**
 * Connects or disconnects the site; emits `accountsChanged` when that changes anything.
 * @example setConnected(state, true, events)
 */
export function setConnected(state: TestWalletState, next: boolean, events: TestWalletEvent[]): void {
  if (next === state.connected) return
  state.connected = next
  if (next) state.connectedAt = Date.now()
  events.push({ event: 'accountsChanged', data: next ? [state.account.address] : [] })
}

/**
 * Switches to a configured chain (`4902` otherwise); emits `chainChanged` when it changes.
 * @example switchTo(state, 31338, events)
 */
export function switchTo(state: TestWalletState, chainId: number, events: TestWalletEvent[]): void {
  if (!state.chains.has(chainId)) throw unrecognizedChainError(chainId)
  if (chainId === state.chainId) return
  state.chainId = chainId
  events.push({ event: 'chainChanged', data: numberToHex(chainId) })
}

/**
 * The point where a real wallet would show a prompt, which is where a test can make it refuse.
 * @example confirm(state, 'personal_sign') // throws 4001 when rejectRequests says so
 */
export function confirm(state: TestWalletState, method: TestWalletUserMethod): void {
  const { rejectRequests } = state
  const refused = rejectRequests === true || (Array.isArray(rejectRequests) && rejectRequests.includes(method))
  if (refused) throw userRejectedError(method)
}

/**
 * `4100` unless the site is connected and `from` is the wallet's account.
 * @example requireAccount(state, transaction.from)
 */
export function requireAccount(state: TestWalletState, from: Address): void {
  if (!state.connected) throw unauthorizedError('Connect with eth_requestAccounts first.')
  if (from !== state.account.address) {
    throw unauthorizedError(`The test wallet holds ${state.account.address}, not ${from}.`)
  }
}

/**
 * The EIP-2255 permissions of a connected site (empty when disconnected).
 * @example getPermissions(state, { origin: 'http://127.0.0.1:5173' })
 */
export function getPermissions(state: TestWalletState, context: TestWalletRequestContext | undefined) {
  if (!state.connected) return []
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: context?.origin ?? 'foyer:test-wallet',
      date: state.connectedAt,
      caveats: [{ type: 'restrictReturnedAccounts', value: [state.account.address] }],
    },
  ]
}
