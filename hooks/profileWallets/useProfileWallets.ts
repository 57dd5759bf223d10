import { useCallback, useState } from 'react'
import type { Address } from 'viem'
import { useConfig, useConnection, useConnections } from 'wagmi'
import { disconnect as disconnectAction, switchConnection } from 'wagmi/actions'

/** The status of one connection in the list: the one the app uses, or another one kept open. */
export type ProfileWalletStatus = 'active' | 'connected'

/** One wallet connection, as ProfileWallets lists it. */
export type ProfileWallet = {
  /** The wagmi connector's uid: unique per connection. */
  uid: string
  /** The connector's id, e.g. an EIP-6963 rdns. */
  connectorId: string
  name: string
  icon: string | undefined
  /** The connection's first account. */
  address: Address
  chainId: number
  status: ProfileWalletStatus
}

/** What a switch changed, so the caller can tell the user. */
export type ProfileWalletSwitchResult = { accountChanged: boolean; walletChanged: boolean }

/** A row action that is running or failed. */
export type ProfileWalletAction = { uid: string; action: 'switch' | 'disconnect' }

/** Return type of {@link useProfileWallets}. */
export type UseProfileWalletsReturnType = {
  /** Every open connection, the active one first. */
  wallets: ProfileWallet[]
  /** While wagmi restores the connections of the last visit (or one is being made). */
  isLoading: boolean
  /** The row action running now. */
  pending: ProfileWalletAction | undefined
  /** The last action that failed, until the next one. */
  failed: ProfileWalletAction | undefined
  /** Makes a connection the active one; the others stay connected. */
  switchTo: (uid: string) => Promise<ProfileWalletSwitchResult | undefined>
  /** Ends one connection; the others stay, and the first of them becomes active when this one was. */
  disconnect: (uid: string) => Promise<void>
}

// A wallet that never answers a disconnect must not hold the list's buttons: after this long the
// attempt counts as failed ('Failed to disconnect') and the user can try again or switch away.
const disconnectTimeoutMs = 3_000

/**
 * The wallets connected at once (wagmi's multiple connections): lists them with their status,
 * switches the active one and disconnects one without the others.
 *
 * @example
 * const { wallets, switchTo } = useProfileWallets()
 * await switchTo(wallets[1]!.uid)
 */
export function useProfileWallets(): UseProfileWalletsReturnType {
  const config = useConfig()
  const connections = useConnections()
  const { connector: current, status } = useConnection()
  const [pending, setPending] = useState<ProfileWalletAction>()
  const [failed, setFailed] = useState<ProfileWalletAction>()

  const wallets = connections
    .map(
      (connection): ProfileWallet => ({
        uid: connection.connector.uid,
        connectorId: connection.connector.id,
        name: connection.connector.name,
        icon: connection.connector.icon,
        address: connection.accounts[0],
        chainId: connection.chainId,
        status: connection.connector.uid === current?.uid ? 'active' : 'connected',
      }),
    )
    .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'))

  const run = useCallback(async <T,>(action: ProfileWalletAction, work: () => Promise<T>): Promise<T | undefined> => {
    setFailed(undefined)
    setPending(action)
    try {
      return await work()
    } catch {
      setFailed(action)
      return undefined
    } finally {
      setPending(undefined)
    }
  }, [])

  const switchTo = useCallback(
    (uid: string) =>
      run({ uid, action: 'switch' }, async () => {
        const before = config.state.connections.get(config.state.current ?? '')
        const target = config.state.connections.get(uid)
        if (!target) throw new Error(`No connection ${uid}`)
        const result = await switchConnection(config, { connector: target.connector })
        return {
          accountChanged: before?.accounts[0]?.toLowerCase() !== result.accounts[0].toLowerCase(),
          walletChanged: before?.connector.uid !== uid,
        }
      }),
    [config, run],
  )

  const disconnect = useCallback(
    async (uid: string) => {
      await run({ uid, action: 'disconnect' }, async () => {
        const target = config.state.connections.get(uid)
        if (!target) throw new Error(`No connection ${uid}`)
        let timer: ReturnType<typeof setTimeout> | undefined
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Disconnect timed out')), disconnectTimeoutMs)
        })
        try {
          await Promise.race([disconnectAction(config, { connector: target.connector }), timeout])
        } finally {
          clearTimeout(timer)
        }
      })
    },
    [config, run],
  )

  return { wallets, isLoading: status === 'reconnecting' || status === 'connecting', pending, failed, switchTo, disconnect }
}
