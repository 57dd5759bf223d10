import { useFoyerOptions } from '../../hooks/foyerContext'
import { useConnectModal } from '../../hooks/useConnectModal'
import { connectLabels } from '../../src/i18n/messages/connectLabel'
import { connect } from '../ConnectButton.css'

/**
 * "Connect": opens the modal (Connect), getting it ready on hover and focus. `busy` while a
 * connection is being restored: it reads as busy and a click waits for the outcome instead of
 * opening Connect over an account that is about to come back.
 */
export function ConnectPill({ busy = false }: { /** @default false */ busy?: boolean }) {
  const { open, prefetch } = useConnectModal()
  const { locale } = useFoyerOptions()
  return (
    <button
      type="button"
      className={connect}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        if (!busy) open()
      }}
      data-foyer-connect-button=""
    >
      {connectLabels[locale]}
    </button>
  )
}
