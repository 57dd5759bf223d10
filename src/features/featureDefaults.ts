// The app's own switches, which the page reads (`createFoyerConfig`, `open()`). The project's remote
// flags have their defaults in remoteFeatureDefaults.ts: only the modal's chunks use them, and a
// module the page imports ships whole.

/**
 * The kit's own switches, set once in `createFoyerConfig({ features })`: unlike the remote features
 * (remoteFeatureDefaults.ts) they are the app's choice, never the project's answer.
 */
export type FoyerFeatures = {
  /**
   * Send on Account (the Send action and the WalletSend view). Off hides both; the app's own calls
   * of `useSendToken` keep working, since the app asked for them itself.
   * @default true
   */
  send: boolean
  /**
   * Receive on Account (the Receive action and the WalletReceive view).
   * @default true
   */
  receive: boolean
  /**
   * "All wallets" on Connect and the AllWallets view (the whole registry, searchable). Off lists
   * only Connect's own rows.
   * @default true
   */
  allWallets: boolean
  /**
   * A checkbox on Connect ("I agree to the Terms of Service and Privacy Policy") that must be
   * ticked before any wallet, e-mail or social sign-in connects; remembered per project. Needs
   * `legal.termsUrl` or `legal.privacyUrl` in `createFoyerConfig`.
   * @default false
   */
  legalCheckbox: boolean
}

/** The switches' defaults: send, receive and all wallets on, the legal checkbox off. */
export const defaultFeatures: Readonly<FoyerFeatures> = Object.freeze({ send: true, receive: true, allWallets: true, legalCheckbox: false })

// Views a switch turns off: opened by name while off, the modal opens as if no view was asked for.
const viewSwitches = { WalletSend: 'send', WalletReceive: 'receive', AllWallets: 'allWallets' } as const

/**
 * Whether `view` may open under the app's switches: Send, Receive and AllWallets only while their
 * switch is on; every other view always.
 *
 * @example
 * featureAllowsView('AllWallets', { ...defaultFeatures, allWallets: false }) // false
 */
export function featureAllowsView(view: string, features: Readonly<FoyerFeatures>): boolean {
  const feature = viewSwitches[view as keyof typeof viewSwitches]
  return feature === undefined || features[feature]
}
