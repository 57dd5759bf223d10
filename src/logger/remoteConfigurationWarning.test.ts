import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../errors/httpErrors'
import { defaultRemoteFeatures, resolveRemoteFeatures } from '../features/remoteFeatures'
import { remoteConfigurationWarning } from './remoteConfigurationWarning'

const none = { captureEmail: false, authConnector: false }

describe('remoteConfigurationWarning', () => {
  it('an answer of the wrong shape: the remote configuration is ignored', () => {
    const error = new HttpRequestError('An error occurred', { reason: 'parse', url: 'https://api.example/appkit/v1/config', status: 200 })
    expect(remoteConfigurationWarning({ error }, none)).toMatchObject({
      level: 'warning',
      source: 'remote-configuration-ignored',
      message: expect.stringContaining('not valid'),
    })
  })

  it('an API that could not be reached or failed is no such warning (it has alerts of its own)', () => {
    expect(
      remoteConfigurationWarning({ error: new HttpRequestError('An error occurred', { reason: 'network', url: 'https://api.example' }) }, none),
    ).toBeUndefined()
    expect(
      remoteConfigurationWarning({ error: new HttpRequestError('An error occurred', { reason: 'status', status: 503, url: 'https://api.example' }) }, none),
    ).toBeUndefined()
  })

  it('names each local option the remote flags overrule, and nothing when they agree', () => {
    expect(remoteConfigurationWarning({ features: defaultRemoteFeatures }, { captureEmail: true, authConnector: true })?.message).toMatch(
      /^Your local configuration for captureEmail \(the emailCapture flag is off\) was ignored/,
    )
    const off = resolveRemoteFeatures({ email: false, socials: false })
    expect(remoteConfigurationWarning({ features: off }, { captureEmail: false, authConnector: true })?.message).toContain(
      'authConnector() (e-mail and social login are off)',
    )
    expect(remoteConfigurationWarning({ features: resolveRemoteFeatures({ pay: true }) }, { captureEmail: false, authConnector: true })?.message).toContain(
      'pay is on',
    )
    expect(remoteConfigurationWarning({ features: resolveRemoteFeatures({ emailCapture: true }) }, { captureEmail: true, authConnector: true })).toBeUndefined()
    expect(remoteConfigurationWarning({ features: undefined }, { captureEmail: true, authConnector: true })).toBeUndefined()
  })
})
