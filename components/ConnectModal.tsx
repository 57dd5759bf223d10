import { lazy, Suspense, useEffect, useState } from 'react'
import { useFoyerContext } from '../hooks/foyerContext'
import { loadModal } from './loadModal'

const ModalRoot = lazy(() => loadModal().then((module) => ({ default: module.ModalRoot })))

/**
 * The connect modal. Renders nothing and loads nothing until it is first
 * opened; after that it stays mounted so it can animate out.
 *
 * @example
 * <FoyerProvider>
 *   <App />
 *   <ConnectModal />
 * </FoyerProvider>
 */
export function ConnectModal() {
  const { modal } = useFoyerContext()
  const [mounted, setMounted] = useState(modal.open)
  useEffect(() => {
    if (modal.open) setMounted(true)
  }, [modal.open])
  if (!mounted && !modal.open) return null
  return (
    <Suspense fallback={null}>
      <ModalRoot />
    </Suspense>
  )
}
