import { useCallback, useEffect, useRef, useState } from 'react'
import type { Catalogue } from '../src/i18n/en'
import { loadCatalogue, type Locale } from '../src/i18n/locales'
import { loadedModal, loadModal, type ModalModule } from './loadModal'

/**
 * Loads the modal's code and, for a non-English locale, its catalogue, on the
 * first hover or open. Both are held as state so `<ConnectModal/>` renders the
 * modal directly once they arrive (a React.lazy boundary would show its
 * fallback first, and React then holds the content back ~300 ms).
 *
 * `holdModal(maxMs)` makes requests for the modal's code wait until `releaseModal()` (or `maxMs`):
 * a cold open on Connect first loads the dialog shell's small wallet list and lets it paint, with
 * the browser's connections and the main thread free of the full dialog's chunks, which then load
 * and evaluate behind the painted list.
 */
export function useModalLoader(locale: Locale) {
  const [modalModule, setModalModule] = useState<ModalModule | undefined>(loadedModal)
  const [catalogues, setCatalogues] = useState<Partial<Record<Locale, Catalogue>>>({})
  // Whether the modal was asked for. A ref, so a hover renders nothing in English, whose texts ship
  // with the page: a state set on the pointer's arrival made React render the provider just before
  // the click's own render, on the path of every first open.
  const requested = useRef(false)
  const latestLocale = useRef(locale)
  latestLocale.current = locale
  // Set (and so rendered) only for a locale whose catalogue must be fetched.
  const [catalogueWanted, setCatalogueWanted] = useState(false)

  // Idempotent: called on every hover, focus and open; the browser's module map loads the chunk once.
  const load = useCallback(() => {
    requested.current = true
    if (latestLocale.current !== 'en') setCatalogueWanted(true)
    loadModal().then(setModalModule, () => undefined)
  }, [])
  // While held, a request for the modal's code waits for the release (see `holdModal`).
  const hold = useRef<{ pending: boolean; timer: ReturnType<typeof setTimeout> } | undefined>(undefined)
  const prefetchModal = useCallback(() => {
    if (hold.current) hold.current.pending = true
    else load()
  }, [load])
  const releaseModal = useCallback(() => {
    const held = hold.current
    if (!held) return
    hold.current = undefined
    clearTimeout(held.timer)
    if (held.pending) load()
  }, [load])
  const holdModal = useCallback(
    (maxMs: number) => {
      if (hold.current || loadedModal()) return
      hold.current = { pending: false, timer: setTimeout(releaseModal, maxMs) }
    },
    [releaseModal],
  )
  // A provider that unmounts while holding must not load the modal's code afterwards.
  useEffect(
    () => () => {
      if (hold.current) clearTimeout(hold.current.timer)
      hold.current = undefined
    },
    [],
  )

  // Fetch the locale's catalogue alongside the code, and again whenever the app changes locale.
  // biome-ignore lint/correctness/useExhaustiveDependencies(catalogueWanted): it runs the effect when the first request comes in, which `requested` (a ref, so English renders nothing) cannot.
  useEffect(() => {
    if (!requested.current || locale === 'en' || catalogues[locale]) return
    loadCatalogue(locale).then(
      (catalogue) => setCatalogues((loaded) => ({ ...loaded, [locale]: catalogue })),
      () => undefined,
    )
  }, [catalogueWanted, locale, catalogues])

  const catalogue = locale === 'en' ? undefined : catalogues[locale]
  // Show nothing rather than a flash of English while the catalogue is on its way.
  const ready = modalModule !== undefined && (locale === 'en' || catalogue !== undefined)
  return { modalModule: ready ? modalModule : undefined, catalogue, prefetchModal, holdModal, releaseModal }
}
