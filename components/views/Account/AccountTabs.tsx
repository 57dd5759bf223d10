import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useFoyerActions, useFoyerModal } from '../../../hooks/foyerContext'
import { useTranslate } from '../../../hooks/useTranslate'
import { currentRoute } from '../../../src/router/modalReducer'
import { accountTabs, type AccountTab } from '../../../src/router/views'
import * as styles from './AccountTabs.css'

const labels = { tokens: 'accountData.tab.tokens', nfts: 'accountData.tab.nfts', activity: 'accountData.tab.activity' } as const

/** Props of {@link AccountTabs}. */
export type AccountTabsProps = {
  /** The tabs shown, in order (the account family's). @default all (tokens, NFTs, activity) */
  tabs?: readonly AccountTab[] | undefined
  /** Renders the current tab's panel from the account family's data sources. */
  renderPanel: (tab: AccountTab) => ReactNode
}

/**
 * The Account view's data tabs (Tokens, NFTs, Activity, as the family offers): an ARIA tablist (arrow keys, Home and End,
 * mirrored in RTL). The current tab lives in the Account route's data, so it is remembered while
 * the modal is open (e.g. after Send and back) and forgotten when it closes.
 */
export function AccountTabs({ tabs = accountTabs, renderPanel }: AccountTabsProps) {
  const t = useTranslate()
  const { dispatch } = useFoyerActions()
  const modal = useFoyerModal()
  const route = currentRoute(modal)
  const routeTab = route.view === 'Account' ? route.data?.tab : undefined
  const current: AccountTab = routeTab && tabs.includes(routeTab) ? routeTab : (tabs[0] ?? 'tokens')
  const id = useId()
  const tabRefs = useRef(new Map<AccountTab, HTMLButtonElement>())

  function select(tab: AccountTab, focus: boolean) {
    if (tab !== current) dispatch({ type: 'replace', route: { view: 'Account', data: { tab } } })
    if (focus) tabRefs.current.get(tab)?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const index = tabs.indexOf(current)
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key]
    let next: AccountTab | undefined
    if (step !== undefined) next = tabs[(index + step + tabs.length) % tabs.length]
    else if (event.key === 'Home') next = tabs[0]
    else if (event.key === 'End') next = tabs[tabs.length - 1]
    if (!next) return
    event.preventDefault()
    select(next, true)
  }

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={t('accountData.tabs')} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element)
              else tabRefs.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={tab === current ? `${id}-panel-${tab}` : undefined}
            tabIndex={tab === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab, false)}
          >
            {t(labels[tab])}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable so keyboard users reach content without focusable children. */}
      <div role="tabpanel" id={`${id}-panel-${current}`} aria-labelledby={`${id}-tab-${current}`} tabIndex={0} className={styles.panel}>
        {renderPanel(current)}
      </div>
    </div>
  )
}
