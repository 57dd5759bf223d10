import type { ModalParts } from '../hooks/foyerContext'
import { loadedModal } from './loadModal'
import { loadShellWalletList } from './modal/loadShellWalletList'
import { loadRestViews } from './views/loadRestViews'

/**
 * The modal's lazily loaded parts as hooks see them, through the provider's actions: hooks sit below
 * the components, so they reach the components' `import()` loaders only through this object. Each
 * call goes through the loader's module, which keeps every chunk exactly where it was.
 */
export const modalParts: ModalParts = {
  modalLoaded: () => loadedModal() !== undefined,
  loadShellWalletList: () => loadShellWalletList(),
  loadEmailSchema: () => loadRestViews().then((views) => views.emailSchema),
}
