import { useEffect, useId, useRef } from 'react'
import { useTranslate } from '../../../../hooks/useTranslate'
import type { CaipNetwork } from '../../../../src/chains/network'
import { CheckIcon } from '../../../ui/icons'
import { NetworkImage } from '../../../ui/NetworkImage'
import * as styles from '../SwitchNetworkView.css'

/** Props of {@link NetworkList}. */
export type NetworkListProps = {
  networks: readonly CaipNetwork[]
  /** The active network, marked "Active" with `aria-current`. */
  activeCaipNetworkId: string | undefined
  /** Id of the element that labels the list. */
  labelledBy: string
  /** Called with the network the user picked. */
  onPick: (network: CaipNetwork) => void
  /** Moves focus to this network's button (after a failed switch), instead of the first or active one. */
  focusCaipNetworkId?: string | undefined
}

/**
 * The networks as a list of buttons: icon, name, a Testnet tag and the Active marker. The
 * active network (or the first) is where focus lands when the view opens.
 */
export function NetworkList({ networks, activeCaipNetworkId, labelledBy, onPick, focusCaipNetworkId }: NetworkListProps) {
  const t = useTranslate()
  const prefix = useId()
  const listRef = useRef<HTMLUListElement>(null)
  const autofocusId = networks.some((n) => n.caipNetworkId === activeCaipNetworkId) ? activeCaipNetworkId : networks[0]?.caipNetworkId

  useEffect(() => {
    if (!focusCaipNetworkId) return
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-foyer-network]') ?? []
    for (const button of buttons) if (button.dataset['foyerNetwork'] === focusCaipNetworkId) button.focus()
  }, [focusCaipNetworkId])

  return (
    <ul className={styles.list} aria-labelledby={labelledBy} ref={listRef}>
      {networks.map((network, index) => {
        const active = network.caipNetworkId === activeCaipNetworkId
        const nameId = `${prefix}-name-${index}`
        const tagsId = `${prefix}-tags-${index}`
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className={styles.item}
              data-foyer-network={network.caipNetworkId}
              data-foyer-autofocus={network.caipNetworkId === autofocusId ? '' : undefined}
              aria-current={active ? 'true' : undefined}
              aria-labelledby={nameId}
              aria-describedby={active || network.testnet ? tagsId : undefined}
              onClick={() => onPick(network)}
            >
              <NetworkImage
                caipNetworkId={network.caipNetworkId}
                name={network.name}
                src={network.assets?.imageUrl}
                imageId={network.assets?.imageId}
                size={28}
              />
              <span className={styles.name} id={nameId}>
                {network.name}
              </span>
              <span className={styles.tags} id={tagsId}>
                {network.testnet && <span className={styles.testnetTag}>{t('network.testnet')}</span>}
                {active && (
                  <span className={styles.activeTag}>
                    <CheckIcon />
                    {t('network.active')}
                  </span>
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
