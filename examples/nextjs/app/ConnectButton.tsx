'use client'
// Hooks run only in client components.
import { useConnectModal } from 'foyer-kit'
import { useConnection } from 'wagmi'

/** Opens the modal; shows the account once connected (on the server too, from the cookie). */
export function ConnectButton() {
  const { open, prefetch } = useConnectModal()
  const { address } = useConnection()
  return (
    <button type="button" onPointerEnter={prefetch} onFocus={prefetch} onClick={() => open()}>
      {address ? `Connected ${address}` : 'Connect Wallet'}
    </button>
  )
}
