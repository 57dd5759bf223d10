import { useMutation } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useConfig } from 'wagmi'
import { connect, disconnect as disconnectAction, switchConnection } from 'wagmi/actions'
import { ProfileWalletError } from '../../src/errors/profileWalletErrors'
import { knownWalletKey } from './knownWallets'
import { namespaceWalletUid, type ProfileWallet } from './useConnectedWallets'
import { useKnownWallets } from './useKnownWallets'

export type { ProfileWallet, ProfileWalletStatus } from './useConnectedWallets'

/** What a switch changed, so the caller can tell the user. */
export type ProfileWalletSwitchResult = { accountChanged: boolean; walletChanged: boolean }

/**
 * What connecting a disconnected wallet again did: it is connected, or it needs its own flow first
 * (`connect`: Connect, for e-mail or social login and wallets no longer in the page; `walletConnect`:
 * a new pairing), after which the caller comes back to the list.
 */
export type ProfileWalletReconnectResult = { connected: true } | { connected: false; flow: 'connect' | 'walletConnect' }

/** A row action that is running or failed. */
export type ProfileWalletAction = { uid: string; action: 'switch' | 'disconnect' | 'reconnect' }

// What each row action resolves with when it worked.
type ActionResults = { switch: ProfileWalletSwitchResult; disconnect: true; reconnect: ProfileWalletReconnectResult }

/** Return type of {@link useProfileWallets}. */
export type UseProfileWalletsReturnType = {
  /** Every open connection (EVM first, the active one first), then the disconnected ones remembered. */
  wallets: ProfileWallet[]
  /** While wagmi restores the connections of the last visit (or one is being made). */
  isLoading: boolean
  /** The row action running now. */
  pending: ProfileWalletAction | undefined
  /** The last action that failed, until the next one. */
  failed: ProfileWalletAction | undefined
  /** Makes an EVM connection the active one (connecting it again when the wallet forgot it); the others stay connected. */
  switchTo: (uid: string) => Promise<ProfileWalletSwitchResult | undefined>
  /**
   * Ends one connection; the others stay, and the first of them becomes active when this one was.
   * Resolves `true` once disconnected, `false` when it failed (then `failed` names it).
   */
  disconnect: (uid: string) => Promise<boolean>
  /** Connects a disconnected wallet again, or says which flow it needs. */
  reconnect: (uid: string) => Promise<ProfileWalletReconnectResult | undefined>
}

// A wallet that never answers a disconnect must not hold the list's buttons: after this long the
// attempt counts as failed ('Failed to disconnect') and the user can try again or switch away.
const disconnectTimeoutMs = 3_000

async function withTimeout(work: Promise<unknown>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProfileWalletError('disconnectTimeout')), ms)
  })
  try {
    await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The wallets connected at once (wagmi's multiple connections for EVM, one connection in each other
 * namespace) and those connected before in this browser: lists them with their status, switches
 * the active one, disconnects one without the others and connects a disconnected one again.
 * `enabled` false (the project's multi-wallet flag off) remembers nothing.
 *
 * @example
 * const { wallets, switchTo } = useProfileWallets()
 * await switchTo(wallets[1]!.uid)
 */
export function useProfileWallets(enabled = true): UseProfileWalletsReturnType {
  const config = useConfig()
  const { connected, known, isLoading, namespaces } = useKnownWallets(enabled)

  const open = new Set(connected.map(knownWalletKey))
  const wallets: ProfileWallet[] = [
    ...connected,
    ...known
      .filter((wallet) => !open.has(knownWalletKey(wallet)))
      .map(
        (wallet): ProfileWallet => ({
          ...wallet,
          uid: namespaceWalletUid(wallet),
          icon:
            wallet.namespace === 'eip155'
              ? config.connectors.find((connector) => connector.id === wallet.connectorId)?.icon
              : namespaces.runtime.adapters[wallet.namespace]?.getWallets().find((item) => item.id === wallet.connectorId)?.icon,
          status: 'disconnected',
        }),
      ),
  ]

  const { runtime } = namespaces
  // What each row action does; they share one pending state and one failure (the action started last).
  const work: { [A in ProfileWalletAction['action']]: (uid: string) => Promise<ActionResults[A]> } = {
    switch: async (uid) => {
      const before = config.state.connections.get(config.state.current ?? '')
      const target = config.state.connections.get(uid)
      if (!target) throw new ProfileWalletError('notFound', { uid })
      // A wallet may have forgotten the site while another connection was in use (locked, or
      // the site's permission removed): it is asked again instead of switching to a dead connection.
      const accounts = await target.connector.getAccounts().catch(() => [])
      const result =
        accounts.length > 0
          ? await switchConnection(config, { connector: target.connector })
          : await connect(config, { connector: target.connector, chainId: target.chainId })
      // The modal shows the EVM account again if it was showing another namespace's.
      runtime.setActiveChain(undefined)
      return {
        accountChanged: before?.accounts[0]?.toLowerCase() !== result.accounts[0]?.toLowerCase(),
        walletChanged: before?.connector.uid !== uid,
      }
    },
    disconnect: async (uid) => {
      const target = config.state.connections.get(uid)
      if (target) {
        await withTimeout(disconnectAction(config, { connector: target.connector }), disconnectTimeoutMs)
        return true
      }
      const adapter = Object.values(runtime.adapters).find((candidate) => {
        const state = candidate?.getState()
        return (
          state?.status === 'connected' &&
          state.walletId !== undefined &&
          uid === namespaceWalletUid({ namespace: candidate!.namespace, connectorId: state.walletId })
        )
      })
      if (!adapter) throw new ProfileWalletError('notFound', { uid })
      await withTimeout(adapter.disconnect(), disconnectTimeoutMs)
      return true
    },
    reconnect: async (uid) => {
      const wallet = known.find((item) => namespaceWalletUid(item) === uid)
      if (!wallet) throw new ProfileWalletError('notFound', { uid })
      if (wallet.kind === 'walletConnect') return { connected: false, flow: 'walletConnect' }
      if (wallet.kind === 'auth') return { connected: false, flow: 'connect' }
      if (wallet.namespace === 'eip155') {
        const connector = config.connectors.find((item) => item.id === wallet.connectorId)
        if (!connector) return { connected: false, flow: 'connect' }
        await connect(config, { connector })
        runtime.setActiveChain(undefined)
        return { connected: true }
      }
      // One connection per namespace: connecting this wallet replaces the namespace's current one.
      const adapter = runtime.adapters[wallet.namespace]
      if (!adapter?.getWallets().some((item) => item.id === wallet.connectorId)) return { connected: false, flow: 'connect' }
      await adapter.connect({ walletId: wallet.connectorId })
      return { connected: true }
    },
  }
  const mutation = useMutation({ mutationFn: ({ uid, action }: ProfileWalletAction): Promise<ActionResults[keyof ActionResults]> => work[action](uid) })
  const { mutateAsync } = mutation
  const run = useCallback(
    <A extends ProfileWalletAction['action']>(uid: string, action: A) =>
      // A failure shows through `failed`; the caller learns only that there is no result.
      mutateAsync({ uid, action }).then(
        (result) => result as ActionResults[A],
        () => undefined,
      ),
    [mutateAsync],
  )
  const switchTo = useCallback((uid: string) => run(uid, 'switch'), [run])
  const disconnect = useCallback(async (uid: string) => (await run(uid, 'disconnect')) === true, [run])
  const reconnect = useCallback((uid: string) => run(uid, 'reconnect'), [run])
  const pending = mutation.isPending ? mutation.variables : undefined
  const failed = mutation.isError ? mutation.variables : undefined

  return { wallets, isLoading, pending, failed, switchTo, disconnect, reconnect }
}
