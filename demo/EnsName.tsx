import { useConnection, useEnsName } from 'wagmi'

/**
 * The connected account's ENS name as any wagmi app reads it (`useEnsName`): on the local chains the
 * lookup goes to their universal resolver, which asks Foyer's API (CCIP-Read), so a name chosen in
 * the modal shows here.
 */
export function EnsName() {
  const { address, chainId } = useConnection()
  const { data: name, isLoading, isError } = useEnsName({ address, chainId, query: { enabled: Boolean(address) } })
  if (!address) return null
  const text = isLoading ? 'Looking up the ENS name…' : isError ? 'ENS lookup failed' : name ? `ENS name: ${name}` : 'No ENS name'
  return (
    <p data-testid="demo-ens-name" role="status">
      {text}
    </p>
  )
}
