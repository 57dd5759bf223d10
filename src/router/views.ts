/**
 * Every view of the connect modal, by the name its folder and messages use.
 * The union is the single source of truth: view registries are typed
 * `satisfies Record<View, ...>` so a missing view is a compile error.
 */
export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  // Optional parts, which a project can turn off: send, receive, swaps and the on-ramp.
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'Swap',
  'SwapPreview',
  'Onramp',
] as const

/** A named modal view. */
export type View = (typeof views)[number]

/** The links that open a wallet app for WalletConnect pairing, as the registry and custom wallets give them. */
export type WalletAppLinks = {
  /** Native deep-link scheme, e.g. `rainbow://`. */
  mobileLink?: string | undefined
  /** Universal link, e.g. `https://rnbwapp.com`. */
  universalLink?: string | undefined
  /** Desktop app scheme. */
  desktopLink?: string | undefined
}

/** What the pairing views need to know of a wallet chosen from a list. */
export type PairingWallet = WalletAppLinks & {
  /** Registry id. */
  id: string
  name: string
  /** Icon URL (served by Foyer's API or a data: URI); never a third-party URL. */
  imageUrl?: string | undefined
}

/** The Account view's data tabs. */
export const accountTabs = ['tokens', 'nfts', 'activity'] as const

/** One of the Account view's data tabs. */
export type AccountTab = (typeof accountTabs)[number]

/** Data carried by views that need it. Views not listed carry none. */
export type ViewData = {
  /** SwitchActiveChain: the target chain, the view to go to afterwards and whether to replace the current view. */
  SwitchActiveChain: {
    /** CAIP-2 id of the network to activate, e.g. `eip155:1`. */
    caipNetworkId: string
    /** View to show once the switch is done. */
    redirectView?: View
    /** Replace the current history entry instead of pushing. */
    replace?: boolean
  }
  /** SwitchNetwork: with a network, confirm the switch to it; without, pick one from the list. */
  SwitchNetwork: {
    /** CAIP-2 id of the network to switch to, e.g. `eip155:8453`. */
    caipNetworkId?: string
  }
  /** ConnectingWalletConnect: the wallet the pairing is for (none: any wallet, QR only). */
  ConnectingWalletConnect: { wallet?: PairingWallet }
  /** Connect: `addWallet` when opened from ProfileWallets to connect one more wallet (it returns there after). */
  Connect: { addWallet?: boolean }
  /** DataCapture: an optional pre-filled e-mail. */
  DataCapture: { email?: string }
  /** EmailLogin: the address a code was just sent to, which code it is, and when it was sent (ms). */
  EmailLogin: { email: string; action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; sentAt: number }
  /** ApproveTransaction: the open request waiting for approval in the login frame. */
  ApproveTransaction: { requestId: string; method: string }
  /** Account: the data tab shown (the "current tab"), kept while the modal is open. */
  Account: { tab?: AccountTab }
}

/** One history entry: a view and, for views that carry it, its data. */
export type Route = {
  [V in View]: V extends keyof ViewData ? { view: V; data?: ViewData[V] } : { view: V; data?: undefined }
}[View]

/** Type guard: is `value` the name of a view? */
export function isView(value: unknown): value is View {
  return typeof value === 'string' && (views as readonly string[]).includes(value)
}
