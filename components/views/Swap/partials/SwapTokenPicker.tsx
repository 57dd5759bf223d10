import { useEffect, useId, useRef, useState } from 'react'
import type { SwapTokenInfo } from '../../../../src/api/convertApi'
import { useTranslate } from '../../../../hooks/useTranslate'
import { formatSwapAmount } from '../../../../src/swap/swapAmounts'
import { TokenIcon } from '../../WalletSend/partials/TokenIcon'
import * as sendStyles from '../../WalletSend/WalletSendView.css'
import * as styles from '../SwapView.css'

/** Props of {@link SwapTokenPicker}. */
export type SwapTokenPickerProps = {
  /** Which side it picks for: names the toggle ('Token to pay: USDC'). */
  side: 'from' | 'to'
  tokens: readonly SwapTokenInfo[]
  selected: SwapTokenInfo | undefined
  /** Balances by lower-case CAIP-10 address. */
  balances: ReadonlyMap<string, bigint>
  onSelect: (token: SwapTokenInfo) => void
  disabled?: boolean
}

/** A token's balance for display, or `undefined` while unknown. */
export function balanceText(token: SwapTokenInfo, balances: ReadonlyMap<string, bigint>): string | undefined {
  const balance = balances.get(token.address.toLowerCase())
  return balance === undefined ? undefined : formatSwapAmount(balance, token.decimals, 4)
}

/**
 * A token picker: a toggle showing the picked token that opens, inline, a search field and the
 * tokens with the account's balances. Picking one closes the list and returns focus to the toggle;
 * so does Escape while the list is open, which then leaves the modal open.
 */
export function SwapTokenPicker({ side, tokens, selected, balances, onSelect, disabled }: SwapTokenPickerProps) {
  const t = useTranslate()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const toggle = useRef<HTMLButtonElement>(null)
  const query = search.trim().toLowerCase()
  const shown = query ? tokens.filter((token) => token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query)) : tokens
  const label = t(side === 'from' ? 'swap.pickFrom' : 'swap.pickTo', { symbol: selected?.symbol ?? t('swap.selectToken') })

  // Escape closes the open list, not the modal. The dialog listens for Escape on the document in the
  // capture phase, so a handler on the panel would come too late: the window's capture phase is the
  // one place ahead of it. Only keys pressed inside this dialog count.
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = toggle.current?.closest('[role="dialog"]')
      if (event.key !== 'Escape' || !(event.target instanceof Node) || !dialog?.contains(event.target)) return
      event.stopPropagation()
      event.preventDefault()
      setOpen(false)
      setSearch('')
      toggle.current?.focus()
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [open])

  function pick(token: SwapTokenInfo) {
    onSelect(token)
    setOpen(false)
    setSearch('')
    toggle.current?.focus()
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.pickerToggle}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
        data-testid={`foyer-swap-${side}-token`}
      >
        {selected && <TokenIcon symbol={selected.symbol} iconUrl={selected.logoUri ?? ''} />}
        <span>{selected?.symbol ?? t('swap.selectToken')}</span>
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M3 4.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <div id={`${id}-panel`} className={styles.pickerPanel} role="group" aria-label={label}>
          <label className={sendStyles.label} htmlFor={`${id}-search`}>
            {t('swap.search')}
          </label>
          <input
            id={`${id}-search`}
            className={sendStyles.input}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('swap.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // The list opened on a click of the toggle: typing is what comes next.
            autoFocus
          />
          {shown.length === 0 ? (
            <p className={styles.hint} role="status">
              {t('swap.noMatch')}
            </p>
          ) : (
            <ul className={styles.optionList} aria-label={t('swap.tokens')}>
              {shown.map((token) => {
                const balance = balanceText(token, balances)
                return (
                  <li key={token.address}>
                    <button
                      type="button"
                      className={styles.option}
                      aria-pressed={token.address === selected?.address}
                      aria-label={balance === undefined ? token.symbol : t('swap.tokenWithBalance', { symbol: token.symbol, amount: balance })}
                      onClick={() => pick(token)}
                    >
                      <TokenIcon symbol={token.symbol} iconUrl={token.logoUri ?? ''} />
                      <span className={styles.optionName}>
                        <span>{token.symbol}</span>
                        <span className={styles.optionSub}>{token.name}</span>
                      </span>
                      {balance !== undefined && (
                        <span className={styles.optionBalance} dir="ltr">
                          {balance}
                        </span>
                      )}
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      )}
    </>
  )
}
