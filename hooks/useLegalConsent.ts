import { useCallback, useEffect, useState } from 'react'
import { loadedKitStorage, loadKitStorage, withKitStorage } from '../src/storage/kitStorage'
import { readLegalConsent, writeLegalConsent } from '../src/storage/legalConsent'
import { useFoyerOptions } from './foyerContext'

/** Return type of {@link useLegalConsent}. */
export type UseLegalConsentReturnType = {
  /** The app turned the legal checkbox on (`features.legalCheckbox`). */
  required: boolean
  /**
   * Whether connecting is allowed: always `true` without the checkbox; with it, `true` once ticked
   * (now or on an earlier visit to this project), `false` before, `undefined` while the kit's store
   * is still opening.
   */
  accepted: boolean | undefined
  /** Ticks or unticks the box; the choice is kept in the kit's store for this project. */
  setAccepted: (accepted: boolean) => void
}

/**
 * The legal checkbox's state: whether this project's terms were accepted, read from the kit's store
 * (per project id and per pair of links, so new terms are asked for again).
 *
 * @example
 * const { required, accepted, setAccepted } = useLegalConsent()
 * const locked = required && accepted !== true
 */
export function useLegalConsent(): UseLegalConsentReturnType {
  const { config } = useFoyerOptions()
  const required = config.features.legalCheckbox
  const { projectId, legal } = config
  const [accepted, setState] = useState<boolean | undefined>(() => {
    const storage = loadedKitStorage()
    return storage ? readLegalConsent(storage, projectId, legal) : undefined
  })
  useEffect(() => {
    if (!required || accepted !== undefined) return
    let live = true
    void loadKitStorage().then((storage) => {
      if (live) setState((current) => current ?? readLegalConsent(storage, projectId, legal))
    })
    return () => {
      live = false
    }
  }, [required, accepted, projectId, legal])
  const setAccepted = useCallback(
    (next: boolean) => {
      setState(next)
      withKitStorage((storage) => writeLegalConsent(storage, projectId, legal, next))
    },
    [projectId, legal],
  )
  return { required, accepted: required ? accepted : true, setAccepted }
}
