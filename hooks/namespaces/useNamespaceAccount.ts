import { useCallback, useSyncExternalStore } from 'react'
import type { ChainNamespace } from '../../src/chains/caip'
import type { CaipNetwork } from '../../src/chains/network'
import { ChainAdapterNotFoundError, NamespaceNotConnectedError } from '../../src/errors/namespaceErrors'
import type { NamespaceAccount, NamespaceStatus } from '../../src/namespaces/namespaceAdapter'
import { useFoyerOptions } from '../foyerContext'
import { namespaceRuntime } from './namespaceRuntime'

/** Return type of {@link useNamespaceAccount}. */
export type UseNamespaceAccountReturnType = {
  /** The namespace asked for, or the modal's active non-EVM one; undefined when the modal shows EVM. */
  namespace: ChainNamespace | undefined
  /** The connection's status; `disconnected` until the modal has loaded the family's code. */
  status: NamespaceStatus
  /** The connected wallet's id within its namespace (a Wallet Standard wallet's name, an extension's key). */
  walletId: string | undefined
  /** The first account's address, in the family's own format. */
  address: string | undefined
  /** Every account of the connection (Bitcoin: payment first, ordinal second). */
  accounts: readonly NamespaceAccount[]
  /** The namespace's active network. */
  caipNetwork: CaipNetwork | undefined
  /**
   * Signs `message` with the connected account (BIP-322 on Bitcoin, `signRaw` on Polkadot,
   * ADR-036 on Cosmos, `sui:signPersonalMessage` on Sui, ...); resolves with the signature as the
   * family writes it. Rejects with `SignMessageError` (`rejected` when the user declined),
   * `NamespaceNotConnectedError` when nothing is connected in the namespace, and
   * `ChainAdapterNotFoundError` for a namespace the app did not turn on.
   */
  signMessage: (message: string) => Promise<string>
}

const noAccounts: readonly NamespaceAccount[] = []

/**
 * The connection of a non-EVM chain family (Solana, Bitcoin, Polkadot, Cosmos, Sui, Stacks) for app
 * code, and signing a message with it. Without `namespace` it follows the family the modal shows.
 * Like the send hook, it never loads a family's code itself: the modal does that when the user
 * opens it, so calling this hook at page load adds nothing to the page.
 *
 * @example
 * const { status, address, signMessage } = useNamespaceAccount({ namespace: 'bip122' })
 * if (status === 'connected') console.log(address, await signMessage('Hello from Foyer'))
 */
export function useNamespaceAccount({ namespace }: { namespace?: ChainNamespace | undefined } = {}): UseNamespaceAccountReturnType {
  const { config } = useFoyerOptions()
  const runtime = namespaceRuntime(config)
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot, runtime.getSnapshot)
  const wanted = namespace ?? snapshot.activeChain
  const entry = snapshot.entries.find((candidate) => candidate.namespace === wanted)
  const state = entry?.state
  const connected = state?.status === 'connected'
  const adapter = entry?.adapter
  const signMessage = useCallback(
    async (message: string) => {
      if (wanted !== undefined && !runtime.plugin(wanted)) throw new ChainAdapterNotFoundError({ namespace: wanted })
      if (adapter?.getState().status !== 'connected') throw new NamespaceNotConnectedError({ namespace: wanted })
      return adapter.signMessage({ message })
    },
    [adapter, runtime, wanted],
  )
  return {
    namespace: wanted,
    status: state?.status ?? 'disconnected',
    walletId: connected ? state.walletId : undefined,
    address: connected ? state.accounts[0]?.address : undefined,
    accounts: connected ? state.accounts : noAccounts,
    caipNetwork: state?.caipNetwork,
    signMessage,
  }
}
