import { describe, expect, it } from 'vitest'
import { remoteConfigResponseSchema } from '../../src/features/remoteFeatures'
import { projectFeatures, socialSignInOf } from './projectFeatures'

const credentials = { clientId: 'id', clientSecret: 'secret' }
const acme = { name: 'Acme SSO', iconUrl: 'https://sso.acme.example/icon.svg' }

describe('socialSignInOf', () => {
  it('outside development: only the configured providers, farcaster when configured, oidc with its display', () => {
    expect(socialSignInOf({ oauth: { github: credentials, google: credentials } }, false)).toEqual({ socials: ['google', 'github'], oidc: undefined })
    expect(socialSignInOf({ oauth: { oidc: { ...credentials, ...acme } }, farcaster: { optimismRpcUrl: 'https://op.example' } }, false)).toEqual({
      socials: ['farcaster', 'oidc'],
      oidc: acme,
    })
    expect(socialSignInOf({}, false)).toEqual({ socials: [], oidc: undefined })
  })

  it('in development: the stand-ins serve every other provider; oidc still needs its configuration', () => {
    expect(socialSignInOf({}, true).socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(socialSignInOf({ oauth: { oidc: { ...credentials, name: 'Acme SSO' } } }, true)).toEqual({
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook', 'oidc'],
      oidc: { name: 'Acme SSO' },
    })
  })
})

describe('projectFeatures', () => {
  const production = socialSignInOf({ oauth: { google: credentials, oidc: { ...credentials, ...acme } } }, false)

  it('a project without its own list offers every configured provider, oidc with its name and icon', () => {
    expect(projectFeatures(undefined, production)).toEqual({ socials: ['google', 'oidc'], oidc: acme })
    expect(projectFeatures({ swaps: false }, production)).toEqual({ swaps: false, socials: ['google', 'oidc'], oidc: acme })
  })

  it("intersects the project's list (in its order) with the configured providers", () => {
    expect(projectFeatures({ socials: ['farcaster', 'x', 'oidc', 'google'] }, production)).toEqual({ socials: ['oidc', 'google'], oidc: acme })
    // Without oidc in the list, its display stays out of the answer.
    expect(projectFeatures({ socials: ['google', 'github'] }, production)).toEqual({ socials: ['google'] })
    expect(projectFeatures({ socials: ['github'] }, socialSignInOf({}, false))).toEqual({ socials: [] })
  })

  it('socials switched off stay off', () => {
    expect(projectFeatures({ socials: false, email: true }, production)).toEqual({ socials: false, email: true })
  })

  it('development: the project flags go out unchanged, or cut to what the stand-ins and configuration serve', () => {
    expect(projectFeatures({ swaps: false }, undefined)).toEqual({ swaps: false })
    expect(projectFeatures(undefined, socialSignInOf({}, true))).toEqual({ socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] })
  })

  it('a project cannot name the oidc button itself', () => {
    const smuggled = { socials: ['google', 'oidc'], oidc: { name: 'Not the operator' } } as never
    expect(projectFeatures(smuggled, socialSignInOf({ oauth: { google: credentials } }, false))).toEqual({ socials: ['google'] })
    expect(projectFeatures(smuggled, undefined)).toEqual({ socials: ['google', 'oidc'] })
  })

  it('the answer parses with the schema the modal uses', () => {
    expect(remoteConfigResponseSchema.parse({ features: projectFeatures(undefined, production) })).toEqual({
      features: { socials: ['google', 'oidc'], oidc: acme },
    })
  })
})
