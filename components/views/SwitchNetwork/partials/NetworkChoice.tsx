import { useId, type ReactNode } from 'react'
import type { CaipNetwork } from '../../../../src/chains/network'
import { NetworkList, type NetworkListProps } from './NetworkList'
import { SwitchPending } from './SwitchPending'
import * as styles from '../SwitchNetworkView.css'

/** Props of {@link NetworkChoice}. */
export type NetworkChoiceProps = Omit<NetworkListProps, 'labelledBy'> & {
  /** The network a switch is under way to; while set, only "Approve in wallet" shows. */
  pending: CaipNetwork | undefined
  /** The list's heading. */
  heading: string
  /** Why the last switch failed, translated; shown as an alert above the heading. */
  error: string | undefined
  /** What comes before the failure line (the reason the view opened). */
  intro?: ReactNode
  /** What comes after the list (another way out). */
  children?: ReactNode
}

/**
 * The network picker of SwitchNetwork and UnsupportedChain: the pending switch, or the failure of
 * the last one, a heading and the networks labelled by it.
 */
export function NetworkChoice({ pending, heading, error, intro, children, ...list }: NetworkChoiceProps) {
  const headingId = useId()
  if (pending) {
    return (
      <div className={styles.root}>
        <SwitchPending network={pending} />
      </div>
    )
  }
  return (
    <div className={styles.root}>
      {intro}
      {error && (
        <p role="alert" className={styles.errorText}>
          {error}
        </p>
      )}
      <h3 className={styles.heading} id={headingId}>
        {heading}
      </h3>
      <NetworkList {...list} labelledBy={headingId} />
      {children}
    </div>
  )
}
