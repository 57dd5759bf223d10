import type { SocialProvider } from '../../../src/protocol/payloads'
import type { OAuthIdentity } from './oauthProvider'

/**
 * The test identities the development provider offers on its consent page, per provider. The discord
 * one keeps a trailing `0` (the old discriminator) so the rule that drops it shows.
 */
export const DEV_IDENTITIES: Readonly<Record<SocialProvider, readonly OAuthIdentity[]>> = {
  google: [
    { subject: 'dev-google-ada', userName: 'ada.lovelace@example.com' },
    { subject: 'dev-google-grace', userName: 'grace.hopper@example.com' },
  ],
  github: [
    { subject: 'dev-github-octocat', userName: 'octocat' },
    { subject: 'dev-github-hubot', userName: 'hubot' },
  ],
  apple: [{ subject: 'dev-apple-appleseed', userName: 'johnny.appleseed@example.com' }],
  facebook: [{ subject: 'dev-facebook-mark', userName: 'Mark Tester' }],
  x: [
    { subject: 'dev-x-jack', userName: 'jack' },
    { subject: 'dev-x-ada', userName: 'ada_codes' },
  ],
  discord: [
    { subject: 'dev-discord-wumpus', userName: 'wumpus0' },
    { subject: 'dev-discord-clyde', userName: 'clyde' },
  ],
  oidc: [{ subject: 'dev-oidc-ada', userName: 'ada@acme.example' }],
}
