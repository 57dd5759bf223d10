import { useConnection, useEnsAvatar, useEnsName } from 'wagmi'

/**
 * The connected account's ENS name and avatar as any wagmi app reads them (`useEnsName`,
 * `useEnsAvatar`): on the local chains the lookup goes to their universal resolver, which reads the
 * ENS deployed there (anvil account #4 is `foyer-dev.eth`) and otherwise asks Foyer's API
 * (CCIP-Read), so a name chosen in the modal shows here too.
 */
export function EnsName() {
  const { address, chainId } = useConnection()
  const { data: name, isLoading, isError } = useEnsName({ address, chainId, query: { enabled: Boolean(address) } })
  const { data: avatar } = useEnsAvatar({ name: name ?? undefined, chainId, query: { enabled: Boolean(name) } })
  if (!address) return null
  const text = isLoading ? 'Looking up the ENS name…' : isError ? 'ENS lookup failed' : name ? `ENS name: ${name}` : 'No ENS name'
  return (
    <p data-testid="demo-ens-name" role="status">
      {avatar && <img src={avatar} alt="" width={20} height={20} data-testid="demo-ens-avatar" style={{ verticalAlign: 'middle', marginInlineEnd: 6 }} />}
      {text}
    </p>
  )
}
