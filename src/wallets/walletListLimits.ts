/**
 * The wallet lists' fixed sizes, in a module of their own with no imports: the page's own code (the
 * Connect view's registry request starts there, before the modal's code arrives) reads them without
 * loading the schemas of the modules that apply them.
 */

/** The Connect view shows 4 wallets recommended by the registry. */
export const recommendedWalletCount = 4

/** At most 2 recent wallets are remembered and shown. */
export const maxRecentWallets = 2
