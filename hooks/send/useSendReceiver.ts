import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { ResolveNameError } from '../../src/errors/sendErrors'
import { parseReceiver } from '../../src/send/parseReceiver'
import { identityQueryOptions } from '../account/identityQueryOptions'
import { useFoyerApi } from '../foyerContext'
import { useEnsChainId } from '../names/useEnsChainId'
import { ensAddressQueryOptions } from './ensAddressQueryOptions'
// Names resolve once typing pauses, not on every key.
const nameDebounceMs = 300

/** Where the receiver field stands. */
export type SendReceiverStatus = 'empty' | 'invalid' | 'resolving' | 'resolved' | 'unresolved'

/** The receiver as the send flow knows it. */
export type SendReceiver = {
  status: SendReceiverStatus
  /** The address to send to: typed, or resolved from a name. */
  address: Address | undefined
  /** The name typed, when a name was typed. */
  name: string | undefined
  /** Name and avatar of the address from Foyer's API (`GET /v1/identity`), when it knows them. */
  profile: { name: string | null; avatar: string | null } | undefined
  /** Why a typed name did not resolve ('Error resolving name'). */
  error: ResolveNameError | undefined
}

/**
 * Resolves the receiver field. An address is used as typed and its profile (name, avatar) is looked
 * up through Foyer's API in the background. A name goes to ENS on the chain that holds it (`ensChainId`
 * of the Foyer config, see `useEnsChainId`) (Foyer's API has no name-to-address lookup); without one, or when ENS does
 * not know it, the name is unresolved. Nothing here blocks the form: the profile is decoration.
 */
export function useSendReceiver(input: string): SendReceiver {
  const config = useConfig()
  const api = useFoyerApi()
  const parsed = useMemo(() => parseReceiver(input), [input])
  const typedName = parsed.kind === 'name' ? parsed.name : undefined
  const [name, setName] = useState(typedName)
  useEffect(() => {
    const timer = setTimeout(() => setName(typedName), nameDebounceMs)
    return () => clearTimeout(timer)
  }, [typedName])

  const ensChainId = useEnsChainId()
  const options = ensAddressQueryOptions(config, { name, chainId: ensChainId })
  // Asked once typing has paused on the name.
  const resolved = useQuery({ ...options, enabled: options.enabled && name === typedName })

  const address = parsed.kind === 'address' ? parsed.address : typedName && name === typedName ? resolved.data : undefined
  const identity = useQuery({ ...identityQueryOptions(api, address), retry: 1 })
  const profile = address && identity.data && (identity.data.name || identity.data.avatar) ? identity.data : undefined

  let status: SendReceiverStatus
  if (parsed.kind === 'empty') status = 'empty'
  else if (parsed.kind === 'invalid') status = 'invalid'
  else if (parsed.kind === 'address') status = 'resolved'
  else if (name !== typedName || resolved.isFetching) status = 'resolving'
  else status = resolved.data ? 'resolved' : 'unresolved'

  return {
    status,
    address,
    name: typedName,
    profile,
    error: status === 'unresolved' && resolved.error instanceof ResolveNameError ? resolved.error : undefined,
  }
}
