import { useMutation } from '@tanstack/react-query'
import { useCallback, useContext, useMemo } from 'react'
import type { Chain } from 'viem'
import { useChains, useConfig, useConnection, type Connector } from 'wagmi'
import { switchChain } from 'wagmi/actions'
import { buildAddEthereumChainParameter } from '../src/chains/addEthereumChainParameter'
import { toCaipNetworkId } from '../src/chains/caip'
import { toCaipNetwork, type CaipNetwork } from '../src/chains/network'
import { NetworkNotFoundError, type SwitchNetworkError } from '../src/errors/networkErrors'
import { FoyerActionsContext } from './foyerContext'
import { requestEvmChainSwitch, toSwitchNetworkError, type Eip1193Request } from '../src/chains/requestEvmChainSwitch'

/** How a successful switch went, for the network switching rules. */
export type SwitchNetworkSuccess = {
  /** The network switched to. */
  network: CaipNetwork
  /** The network active before was not in the app's list. */
  fromUnlistedNetwork: boolean
}

/** Callbacks of one `switchNetwork` call; not called once the calling component is gone. */
export type SwitchNetworkHandlers = {
  onSuccess?: (result: SwitchNetworkSuccess) => void
  onError?: (error: SwitchNetworkError) => void
}

/** Return type of {@link useSwitchNetwork}. */
export type UseSwitchNetworkReturnType = {
  /** The app's networks (its wagmi chains), in config order. */
  networks: readonly CaipNetwork[]
  /** CAIP-2 id of the wallet's active network, listed or not. */
  activeCaipNetworkId: string | undefined
  /** Whether the active network is one of `networks`. */
  isActiveListed: boolean
  /** Starts a switch; switching to the active network does nothing. */
  switchNetwork: (caipNetworkId: string, handlers?: SwitchNetworkHandlers) => void
  /** The network being switched to while the wallet asks the user. */
  pending: CaipNetwork | undefined
  /** How the last switch failed, until the next one starts or `reset()`. */
  error: SwitchNetworkError | undefined
  /** Forgets the last failure. */
  reset: () => void
}

type Variables = { caipNetworkId: string; connector: Connector | undefined; fromUnlistedNetwork: boolean }

function hasRequest(provider: unknown): provider is { request: Eip1193Request } {
  return typeof provider === 'object' && provider !== null && typeof (provider as { request?: unknown }).request === 'function'
}

async function runSwitch(config: ReturnType<typeof useConfig>, chain: Chain, connector: Connector | undefined): Promise<void> {
  // wagmi's injected connector adds an unknown chain by itself, but then reports a refused or
  // failed add as a user rejection. Asking the wallet first tells the two apart: a failed add
  // is 'Chain is not supported', a refused switch is a rejection.
  try {
    if (connector?.type === 'injected') {
      const provider = await connector.getProvider()
      if (hasRequest(provider)) await requestEvmChainSwitch({ request: (args) => provider.request(args), chain })
    }
    const { chainId: _hexId, ...addEthereumChainParameter } = buildAddEthereumChainParameter(chain)
    // Brings wagmi's state along; for an injected wallet that is already on the chain, no prompt.
    await switchChain(config, connector ? { chainId: chain.id, connector, addEthereumChainParameter } : { chainId: chain.id })
  } catch (error) {
    throw toSwitchNetworkError(error)
  }
}

/**
 * Switches the wallet's network through wagmi, adding the chain to wallets that do not know it
 * (`wallet_addEthereumChain` with the chain's EIP-3085 fields), with the catalogue's errors.
 *
 * @example
 * const { networks, switchNetwork, pending, error } = useSwitchNetwork()
 * switchNetwork('eip155:8453', { onSuccess: () => dispatch({ type: 'back', isConnected: true }) })
 */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const config = useConfig()
  const chains = useChains()
  const { chainId, connector } = useConnection()
  const networks = useMemo(() => chains.map(toCaipNetwork), [chains])
  const activeCaipNetworkId = chainId === undefined ? undefined : toCaipNetworkId('eip155', chainId)
  const isActiveListed = networks.some((network) => network.caipNetworkId === activeCaipNetworkId)
  // Read without the throwing hook: the switch works outside a FoyerProvider too, unreported.
  const actions = useContext(FoyerActionsContext)

  const mutation = useMutation<SwitchNetworkSuccess, SwitchNetworkError, Variables>({
    mutationKey: ['foyer.switchNetwork'],
    mutationFn: async ({ caipNetworkId, connector: using, fromUnlistedNetwork }) => {
      const chain = config.chains.find((candidate) => toCaipNetworkId('eip155', candidate.id) === caipNetworkId)
      if (!chain) throw new NetworkNotFoundError({ caipNetworkId })
      await runSwitch(config, chain, using)
      return { network: toCaipNetwork(chain), fromUnlistedNetwork }
    },
    // A network the app asked for that is not configured raises APKT001 (see alertForError).
    onError: (error) => actions?.reportFailure('network', error),
  })
  const { mutate, reset } = mutation

  const switchNetwork = useCallback(
    (caipNetworkId: string, handlers: SwitchNetworkHandlers = {}) => {
      if (caipNetworkId === activeCaipNetworkId) return
      const variables: Variables = { caipNetworkId, connector, fromUnlistedNetwork: activeCaipNetworkId !== undefined && !isActiveListed }
      mutate(variables, {
        ...(handlers.onSuccess ? { onSuccess: handlers.onSuccess } : {}),
        ...(handlers.onError ? { onError: handlers.onError } : {}),
      })
    },
    [activeCaipNetworkId, connector, isActiveListed, mutate],
  )

  const pendingId = mutation.isPending ? mutation.variables.caipNetworkId : undefined
  const pending = pendingId === undefined ? undefined : networks.find((network) => network.caipNetworkId === pendingId)
  return { networks, activeCaipNetworkId, isActiveListed, switchNetwork, pending, error: mutation.error ?? undefined, reset }
}
