import { useSiwxSession } from 'foyer-kit'

/**
 * With `?siwx=on` or `?siwx=required`: whether the connected account is signed in on its network,
 * as the SIWX configuration (Foyer's API) says.
 */
export function SiwxStatus() {
  const { applies, hasSession } = useSiwxSession()
  if (!applies) return null
  const text = hasSession === undefined ? 'Checking sign-in…' : hasSession ? 'Signed in with the wallet' : 'Not signed in'
  return (
    <p data-testid="demo-siwx-status" role="status">
      {text}
    </p>
  )
}
