import { namespaceOf } from '../chains/caip'

/** What {@link authConnectorSupports} needs to know. */
export type AuthConnectorSupportsInput = {
  /** CAIP-2 id of the network asked for. */
  target: string
  /**
   * The embedded wallet's signed-in user, when the active EVM connection is the auth connector's;
   * `undefined` otherwise (another wallet, or nobody signed in).
   */
  user: { solanaAddress?: string | undefined } | undefined
  /** EIP-155 chain ids the auth connector switches between (the app's wagmi chains). */
  evmChainIds: readonly number[]
  /** CAIP-2 ids of the app's Solana networks (none when the app has no Solana). */
  solanaNetworks: readonly string[]
}

/**
 * Whether the embedded wallet, connected now, can switch to `target` by itself: one of its EVM
 * chains, or one of the app's Solana networks when its frame gave the user a Solana account (the
 * frame does so only where its configuration lists Solana clusters). Such a switch needs no
 * SwitchActiveChain step: the same login holds both accounts.
 *
 * @example
 * authConnectorSupports({ target: 'eip155:8453', user: {}, evmChainIds: [1, 8453], solanaNetworks: [] }) // true
 */
export function authConnectorSupports({ target, user, evmChainIds, solanaNetworks }: AuthConnectorSupportsInput): boolean {
  if (!user) return false
  const namespace = namespaceOf(target)
  if (namespace === 'eip155') return evmChainIds.some((id) => `eip155:${id}` === target)
  if (namespace === 'solana') return user.solanaAddress !== undefined && solanaNetworks.includes(target)
  return false
}
