import { lazyModule } from '../lazyModule'

/** The lazily loaded module with the registry's part of the wallet list the page's dialog shell shows. */
export type ShellWalletListModule = typeof import('./ShellWalletData')

const shellWalletList = lazyModule<ShellWalletListModule>(() => import('./ShellWalletData'))

/**
 * Loads the registry's part of the shell's wallet list: its own small chunk (the registry queries,
 * their schemas' loader, the recent wallets' reading), so the shell can fill in the recommended
 * wallets before the full dialog's code has evaluated and rendered (the rows that need no registry
 * ship with the page). Only the shell asks for it, and only once it shows. Keep this module's `import()`
 * target out of every other module's static imports, or the app's bundler merges it into a shared
 * chunk.
 */
export const loadShellWalletList: () => Promise<ShellWalletListModule> = shellWalletList.load

/** The shell's wallet list if it has already loaded, else `undefined`. */
export const loadedShellWalletList: () => ShellWalletListModule | undefined = shellWalletList.loaded
