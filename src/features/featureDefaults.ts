import type { RemoteFeatures } from './remoteFeatures'

// Apart from the schema (remoteFeatures.ts), so the modal's first chunk can apply the defaults
// without loading zod: the flags themselves are fetched and parsed later.

/** The social providers shown by default, in their default order. */
export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/**
 * Every social provider a project answer may name: the defaults plus `'oidc'`, the operator's own
 * OpenID Provider, which is never on by default (it exists only where the API configures it).
 */
export const servedSocialProviders = [...socialProviders, 'oidc'] as const

/** One social sign-in provider of the remote features, e.g. `'farcaster'` or `'oidc'`. */
export type SocialProvider = (typeof servedSocialProviders)[number]

/**
 * The defaults used while the flags load and when the config call fails: swaps, onramp, e-mail,
 * socials, activity and branding on; multi-wallet and e-mail capture off.
 */
export const defaultRemoteFeatures: RemoteFeatures = {
  email: true,
  socials: [...socialProviders],
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
  emailCapture: false,
  pay: false,
}

/**
 * Merges served flags over the defaults and applies the rule that pay switches e-mail and social
 * login off.
 *
 * @example
 * resolveRemoteFeatures({ pay: true }).email // false
 */
export function resolveRemoteFeatures(served: Partial<RemoteFeatures> | undefined): RemoteFeatures {
  const features = { ...defaultRemoteFeatures, ...served }
  return features.pay ? { ...features, email: false, socials: false } : features
}

/**
 * The kit's own switches, set once in `createFoyerConfig({ features })`: unlike the remote features
 * above they are the app's choice, never the project's answer.
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
