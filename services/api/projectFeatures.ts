import { servedSocialProviders } from '../../src/features/remoteFeatureDefaults'
import type { OidcDisplay, RemoteFeatures, SocialProvider } from '../../src/features/remoteFeatures'

/** A project's own flags, as the operator configures them (the `oidc` display is the API's, not the project's). */
export type ProjectFeatures = Partial<Omit<RemoteFeatures, 'oidc'>>

/**
 * The social sign-in this API can actually serve, which bounds what a project's answer offers.
 *
 * @example
 * { socials: ['google', 'oidc'], oidc: { name: 'Acme SSO', iconUrl: 'https://sso.acme.example/icon.svg' } }
 */
export type SocialSignIn = {
  /** Providers a sign-in with works for: each configured one, plus the stand-in's in development. */
  socials: readonly SocialProvider[]
  /** The `'oidc'` button's name and icon, when the operator's own OpenID Provider is configured. */
  oidc?: OidcDisplay | undefined
}

/** The parts of the server configuration that say which providers are configured. */
export type SocialSignInSource = {
  /** The configured OAuth/OIDC providers, by id; `oidc` carries its display. */
  oauth?: Readonly<Partial<Record<SocialProvider, unknown>>> & { readonly oidc?: { readonly name: string; readonly iconUrl?: string | undefined } | undefined }
  /** Present when Farcaster is configured. */
  farcaster?: unknown
}

// With no list of its own a project offers every provider the API serves: the default order, then
// the operator's own provider (never on by default in the modal, so only an answer can name it).
const everyProvider: readonly SocialProvider[] = servedSocialProviders

/**
 * What the API can sign in with, from its configuration: outside development only the configured
 * providers (`oauth.<provider>`, and `farcaster`); in development also the ones the development
 * stand-ins serve. `oidc` only ever comes from configuration, since its button needs the operator's name.
 *
 * @example
 * socialSignInOf({ oauth: { google: {...} } }, false) // { socials: ['google'], oidc: undefined }
 */
export function socialSignInOf(source: SocialSignInSource, development: boolean): SocialSignIn {
  const oauth = source.oauth ?? {}
  const configured = (provider: SocialProvider) =>
    provider === 'farcaster' ? source.farcaster !== undefined : oauth[provider as keyof typeof oauth] !== undefined
  const standIn = (provider: SocialProvider) => development && provider !== 'oidc'
  const oidc = oauth.oidc ? { name: oauth.oidc.name, ...(oauth.oidc.iconUrl ? { iconUrl: oauth.oidc.iconUrl } : {}) } : undefined
  return { socials: everyProvider.filter((provider) => configured(provider) || standIn(provider)), oidc }
}

/**
 * A project's answer (`features` of `GET /appkit/v1/config`): its own flags, with `socials` cut down
 * to what the API can serve (in the project's order) and the `oidc` display when `'oidc'` stays in.
 * Without `signIn` (development only) the project's flags go out unchanged but for `oidc`: the
 * stand-ins serve every other provider.
 *
 * @example
 * projectFeatures({ socials: ['github', 'google'] }, { socials: ['google'] }) // { socials: ['google'] }
 */
export function projectFeatures(features: ProjectFeatures | undefined, signIn: SocialSignIn | undefined): Partial<RemoteFeatures> {
  // Only the API's configuration names the `oidc` button, whatever a project's flags carry.
  const { oidc: _notTheProjects, ...own } = { ...features } as Partial<RemoteFeatures>
  if (!signIn || own.socials === false) return own
  const wanted = own.socials ?? everyProvider
  const socials = wanted.filter((provider) => signIn.socials.includes(provider))
  return { ...own, socials, ...(signIn.oidc && socials.includes('oidc') ? { oidc: signIn.oidc } : {}) }
}
