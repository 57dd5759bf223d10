import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useConnection, useSignMessage } from 'wagmi'
import { registerName } from '../../src/api/namesApi'
import { RegisterNameError } from '../../src/errors/nameErrors'
import { coinTypeOfChain, DEFAULT_NAME_ZONE, fullName, nameProblem, registrationMessage } from '../../src/names/nameRules'
import { invalidateAccountData } from '../account/invalidateAccountData'
import { useAuthConnector } from '../auth/useAuthConnector'
import { useFoyerActions, useFoyerApi } from '../foyerContext'

/** One registration's mutation key: its state outlives the view, which unmounts while the frame asks to sign. */
export const registerNameMutationKey = ['foyer.names.register'] as const

/**
 * Registers a name for the connected account: the embedded wallet signs the registration message
 * (through the auth connector, so the login frame asks the user to approve it), then Foyer's API
 * stores the name; on success the names, identity and ENS queries (wagmi's `useEnsName` included)
 * refresh and RegisterAccountNameSuccess shows. Only the connected owner using the auth connector can register.
 *
 * @example
 * const { mutate: register } = useRegisterAccountName()
 * register('alice')
 */
export function useRegisterAccountName(parameters: { zone?: string } = {}) {
  const zone = parameters.zone ?? DEFAULT_NAME_ZONE
  const api = useFoyerApi()
  const { dispatch, reportError } = useFoyerActions()
  const queryClient = useQueryClient()
  const { address, chainId, connector } = useConnection()
  const auth = useAuthConnector()
  const { signMessageAsync } = useSignMessage()

  return useMutation({
    mutationKey: registerNameMutationKey,
    mutationFn: async (label: string): Promise<string> => {
      const name = fullName(label.trim(), zone)
      if (!address || !auth || connector?.uid !== auth.uid) throw new RegisterNameError({ name, cause: new Error('Address or auth connector not found') })
      if (nameProblem(label.trim())) throw new RegisterNameError({ name, cause: new Error('Invalid name') })
      const coinType = chainId === undefined ? undefined : coinTypeOfChain(chainId)
      if (coinType === undefined) throw new RegisterNameError({ name, cause: new Error('Invalid chainId') })
      const message = registrationMessage({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      let signature: string
      try {
        signature = await signMessageAsync({ message, account: address, connector: auth })
      } catch (cause) {
        throw new RegisterNameError({ name, cause })
      }
      return registerName({ ...api, name, coinType, address, message, signature })
    },
    onSuccess: async () => {
      dispatch({ type: 'replace', route: { view: 'RegisterAccountNameSuccess' } })
      await invalidateAccountData(queryClient, 'names')
    },
    onError: (error) => reportError(error, 'ERROR_REGISTER_NAME'),
  })
}

/**
 * The latest registration's state, wherever it was started (the view remounts after the login
 * frame's approval).
 */
export function useLatestNameRegistration() {
  const states = useMutationState({ filters: { mutationKey: registerNameMutationKey }, select: (mutation) => mutation.state })
  return states[states.length - 1]
}
