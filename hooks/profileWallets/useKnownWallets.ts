import { useEffect, useState } from 'react'
import { loadedKitStorage, type KitStorage, withKitStorage } from '../../src/storage/kitStorage'
import { mergeKnownWallets, readKnownWallets, sameKnownWallets, writeKnownWallets, type KnownWallet } from './knownWallets'
import { useConnectedWallets, type UseConnectedWalletsReturnType } from './useConnectedWallets'

const record = ({ namespace, connectorId, kind, name, address }: KnownWallet): KnownWallet => ({ namespace, connectorId, kind, name, address })

/**
 * Keeps the list of wallets connected in this browser (the kit's store, `foyer.profileWallets`) in step
 * with the connections: every open one is remembered, so one that goes (disconnected here, in the
 * wallet, or by the app) stays listed as disconnected and can be connected again. Once nothing is
 * connected in any namespace the list is forgotten: a signed-out browser keeps no addresses.
 * `enabled` false (the project's multi-wallet flag off) reads and writes nothing.
 *
 * @example
 * const { known, connected } = useKnownWallets(multiWallet)
 */
export function useKnownWallets(enabled: boolean): UseConnectedWalletsReturnType & { known: KnownWallet[] } {
  const state = useConnectedWallets()
  const [known, setKnown] = useState<KnownWallet[]>(() => (enabled ? readKnownWallets(loadedKitStorage()) : []))
  const { connected, isLoading, isSettledEmpty } = state
  // The open connections to remember, as a value: `connected` is a new array on every render, while
  // this text changes only when a wallet, its address or its place in the list does.
  const connectedRecords = JSON.stringify(connected.map(record))

  useEffect(() => {
    if (!enabled) return
    let mounted = true
    // Every change is written, in order, even if the component has moved on meanwhile: only the
    // state update waits for it to be mounted.
    const sync = (storage: KitStorage) => {
      // Start from what is stored now: another view may have written meanwhile.
      const stored = readKnownWallets(storage)
      // Until the connections have settled, show what is stored without rewriting it.
      const next = isLoading ? stored : isSettledEmpty ? [] : mergeKnownWallets(stored, JSON.parse(connectedRecords) as KnownWallet[])
      if (!isLoading && !sameKnownWallets(stored, next)) writeKnownWallets(storage, next)
      if (mounted) setKnown((previous) => (sameKnownWallets(previous, next) ? previous : next))
    }
    withKitStorage(sync)
    return () => {
      mounted = false
    }
  }, [enabled, isLoading, isSettledEmpty, connectedRecords])

  return { ...state, known }
}
