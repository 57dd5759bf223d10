import { useEffect, useState } from 'react'
import { useFoyerActions, useFoyerModal, useFoyerModalModule } from '../hooks/foyerContext'
import { useSwitchNetworkGuard } from '../hooks/useSwitchNetworkGuard'
import { useAuthApprovalBridge } from '../hooks/auth/useAuthApprovalBridge'

/**
 * The connect modal. Renders nothing and loads nothing until it is first
 * opened (or prefetched); after that it stays mounted so it can animate out.
 *
 * @example
 * <FoyerProvider>
 *   <App />
 *   <ConnectModal />
 * </FoyerProvider>
 */
export function ConnectModal() {
  const { prefetchModal } = useFoyerActions()
  const modal = useFoyerModal()
  const modalModule = useFoyerModalModule()
  // Opens UnsupportedChain when the wallet moves to an unlisted network, even before the first open.
  useSwitchNetworkGuard()
  // Opens ApproveTransaction for the embedded wallet's signing requests; closing rejects them.
  useAuthApprovalBridge()
  // Opening from code that skipped `prefetch()` still loads the chunk; it renders once it arrives.
  useEffect(() => {
    if (modal.open && !modalModule) prefetchModal()
  }, [modal.open, modalModule, prefetchModal])
  // Until the first open, the loaded code pre-renders the first view out of sight (see ModalPrewarm).
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (modal.open) setOpened(true)
  }, [modal.open])
  if (!modalModule) return null
  return (
    <>
      {!opened && !modal.open && <modalModule.ModalPrewarm />}
      <modalModule.ModalRoot />
    </>
  )
}
