import { useEffect, useRef, useState } from 'react'
import { useSendToken } from 'foyer-kit'
import type { Address } from 'viem'

/** How much of the chain's own currency the demo's "Send token" button sends. */
const sendAmount = '0.001'

/**
 * "Send token" through the kit's `useSendToken`, as app code would: it fills the shared send form
 * (0.001 of the native currency to `to`) and sends once the form reads those values back and the
 * network fee is known. Disabled until the chain's tokens are listed.
 * `onSend` receives the send to run (it resolves to the mined hash).
 */
export function SendTokenAction({ to, onSend }: { to: Address; onSend: (send: () => Promise<string>) => void }) {
  const sendForm = useSendToken()
  const [armed, setArmed] = useState(false)
  // The effect below runs once the form holds this send; it calls the newest send() and callback.
  const latest = useRef({ sendForm, onSend })
  latest.current = { sendForm, onSend }
  const native = sendForm.namespace === 'eip155' ? sendForm.tokens.find((token) => token.address === undefined) : undefined
  // The setters update shared state: act only once a render shows this very form, and once the fee
  // estimate (which the balance check of the native currency needs) answered or the form already
  // has a problem; send() then sends, or throws that problem for the demo to show.
  const filled =
    armed &&
    sendForm.namespace === 'eip155' &&
    sendForm.token?.id === native?.id &&
    sendForm.amount === sendAmount &&
    sendForm.receiver.address?.toLowerCase() === to.toLowerCase()
  const ready = filled && (sendForm.error !== undefined || sendForm.feeStatus !== 'pending')
  useEffect(() => {
    if (!ready) return
    setArmed(false)
    latest.current.onSend(async () => (await latest.current.sendForm.send()).hash)
  }, [ready])
  const start = () => {
    sendForm.setToken(native)
    sendForm.setAmount(sendAmount)
    sendForm.setReceiver(to)
    setArmed(true)
  }
  return (
    <button className="demo-button" type="button" disabled={!native || armed} onClick={start}>
      Send token
    </button>
  )
}
