import { describe, expect, it } from 'vitest'
import { defaultRemoteFeatures, remoteConfigResponseSchema, resolveRemoteFeatures } from './remoteFeatures'

describe('resolveRemoteFeatures', () => {
  it.each([
    ['nothing served: the defaults', undefined, defaultRemoteFeatures],
    ['served flags win', { swaps: false, multiWallet: true }, { ...defaultRemoteFeatures, swaps: false, multiWallet: true }],
    ['pay switches e-mail and social off', { pay: true }, { ...defaultRemoteFeatures, pay: true, email: false, socials: false }],
    ['pay wins over a served e-mail flag', { pay: true, email: true }, { ...defaultRemoteFeatures, pay: true, email: false, socials: false }],
  ])('%s', (_rule, served, expected) => {
    expect(resolveRemoteFeatures(served)).toEqual(expected)
  })

  it('defaults: multi-wallet and e-mail capture off, the rest on', () => {
    expect(defaultRemoteFeatures).toMatchObject({ email: true, swaps: true, onramp: true, activity: true, multiWallet: false, emailCapture: false })
  })

  it('defaults: every social in its order, and branding on', () => {
    expect(defaultRemoteFeatures.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(defaultRemoteFeatures.reownBranding).toBe(true)
  })
})

describe('remoteConfigResponseSchema', () => {
  it('accepts a partial set and drops unknown flags', () => {
    expect(remoteConfigResponseSchema.parse({ features: { swaps: false, unknown: 1 } })).toEqual({ features: { swaps: false } })
  })
  it("accepts 'oidc' with its name and an https icon", () => {
    const features = { socials: ['google', 'oidc'], oidc: { name: 'Acme SSO', iconUrl: 'https://sso.acme.example/icon.svg' } }
    expect(remoteConfigResponseSchema.parse({ features })).toEqual({ features })
  })
  it("keeps 'oidc' out of the default socials", () => {
    expect(defaultRemoteFeatures.socials).not.toContain('oidc')
  })
  it.each([
    [{ features: { swaps: 'no' } }],
    [{ features: { socials: ['myspace'] } }],
    [{}],
    [null],
    [{ features: { oidc: { name: '' } } }],
    [{ features: { oidc: { name: 'Acme', iconUrl: 'http://sso.acme.example/icon.svg' } } }],
    [{ features: { oidc: { name: 'A'.repeat(41) } } }],
  ])('rejects %j', (value) => {
    expect(remoteConfigResponseSchema.safeParse(value).success).toBe(false)
  })
})
