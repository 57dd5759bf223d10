/*
 * The on-ramp's server configuration: Meld's keys from the environment, checked with zod. (What the
 * API lists with and without providers is tested in services/api/onramp/onrampRoutes.test.ts.)
 */
import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../http/ServerConfigError'
import { loadServerConfig } from './loadServerConfig'

const keys = { FOYER_ONRAMP_MELD_PUBLIC_KEY: 'pk_live', FOYER_MELD_API_KEY: 'id:secret' }

describe('onramp configuration', () => {
  it('reads Meld from FOYER_ONRAMP_MELD_PUBLIC_KEY, FOYER_ONRAMP_MELD_URL, FOYER_MELD_API_KEY and FOYER_ONRAMP_MELD_API_URL', () => {
    expect(
      loadServerConfig({ ...keys, FOYER_ONRAMP_MELD_URL: 'https://sb.meldcrypto.com', FOYER_ONRAMP_MELD_API_URL: 'https://api-sb.meld.io' }).onramp,
    ).toEqual({ meld: { publicKey: 'pk_live', url: 'https://sb.meldcrypto.com', apiKey: 'id:secret', apiUrl: 'https://api-sb.meld.io' } })
    expect(loadServerConfig({}).onramp).toBeUndefined()
  })

  it('requires the API key with Meld, naming the variable', () => {
    expect(() => loadServerConfig({ FOYER_ONRAMP_MELD_PUBLIC_KEY: 'pk' })).toThrow(/onramp\.meld\.apiKey: .*FOYER_MELD_API_KEY/)
  })

  it('refuses a Meld URL that is not https, naming the variable', () => {
    expect(() => loadServerConfig({ ...keys, FOYER_ONRAMP_MELD_URL: 'http://meld.example' })).toThrow(ServerConfigError)
    expect(() => loadServerConfig({ ...keys, FOYER_ONRAMP_MELD_URL: 'http://meld.example' })).toThrow(/onramp\.meld\.url: .*FOYER_ONRAMP_MELD_URL/)
  })

  it('takes an http API URL only on loopback (a local stand-in)', () => {
    expect(loadServerConfig({ ...keys, FOYER_ONRAMP_MELD_API_URL: 'http://127.0.0.1:4100' }).onramp?.meld?.apiUrl).toBe('http://127.0.0.1:4100')
    expect(() => loadServerConfig({ ...keys, FOYER_ONRAMP_MELD_API_URL: 'http://meld.example' })).toThrow(/onramp\.meld\.apiUrl: .*FOYER_ONRAMP_MELD_API_URL/)
  })
})
