/*
 * The on-ramp's server configuration: Meld's key from the environment, checked with zod. (What the
 * API lists with and without providers is tested in services/api/onramp/onrampRoutes.test.ts.)
 */
import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../http/ServerConfigError'
import { loadServerConfig } from './loadServerConfig'

describe('onramp configuration', () => {
  it('reads Meld from FOYER_ONRAMP_MELD_PUBLIC_KEY and FOYER_ONRAMP_MELD_URL', () => {
    expect(loadServerConfig({ FOYER_ONRAMP_MELD_PUBLIC_KEY: 'pk_live', FOYER_ONRAMP_MELD_URL: 'https://sb.meldcrypto.com' }).onramp).toEqual({
      meld: { publicKey: 'pk_live', url: 'https://sb.meldcrypto.com' },
    })
    expect(loadServerConfig({}).onramp).toBeUndefined()
  })

  it('refuses a Meld URL that is not https, naming the variable', () => {
    expect(() => loadServerConfig({ FOYER_ONRAMP_MELD_PUBLIC_KEY: 'pk', FOYER_ONRAMP_MELD_URL: 'http://meld.example' })).toThrow(ServerConfigError)
    expect(() => loadServerConfig({ FOYER_ONRAMP_MELD_PUBLIC_KEY: 'pk', FOYER_ONRAMP_MELD_URL: 'http://meld.example' })).toThrow(
      /onramp\.meld\.url: .*FOYER_ONRAMP_MELD_URL/,
    )
  })
})
