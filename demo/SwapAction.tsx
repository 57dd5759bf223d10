import { useEffect, useRef, useState } from 'react'
import { useSwap } from 'foyer-kit'
import { parseEther } from 'viem'

/** How much ETH the demo's "Swap" button swaps for USDC. */
const swapAmount = '0.01'

/**
 * "Swap" through the kit's `useSwap`, as app code would: it fills the shared swap form (0.01 ETH for
 * USDC) and swaps once that amount is quoted. Disabled until the API listed the chain's tokens.
 * `onSwap` receives the swap to run (it resolves to the mined hash).
 */
export function SwapAction({ onSwap }: { onSwap: (swap: () => Promise<string>) => void }) {
  const swap = useSwap()
  const [armed, setArmed] = useState(false)
  // The effect below runs when the quote arrives; it calls the newest swap() and callback.
  const latest = useRef({ swap, onSwap })
  latest.current = { swap, onSwap }
  const eth = swap.tokens.find((token) => token.symbol === 'ETH')
  const usdc = swap.tokens.find((token) => token.symbol === 'USDC')
  // The quote follows the typed amount after a pause: wait for the quote of this very swap.
  const quoted =
    armed &&
    swap.side === 'exactIn' &&
    swap.quote?.fromAccount.toLowerCase() === eth?.address.toLowerCase() &&
    swap.quote?.toAccount.toLowerCase() === usdc?.address.toLowerCase() &&
    swap.quote?.fromAmount === parseEther(swapAmount).toString()
  useEffect(() => {
    if (!quoted) return
    setArmed(false)
    latest.current.onSwap(() => latest.current.swap.swap())
  }, [quoted])
  const start = () => {
    swap.setFrom(eth)
    swap.setTo(usdc)
    swap.setAmount(swapAmount)
    setArmed(true)
  }
  return (
    <button className="demo-button" type="button" disabled={!eth || !usdc || armed} onClick={start}>
      Swap
    </button>
  )
}
