import { describe, expect, it } from 'vitest'
import { FoyerConfigError } from '../errors/configErrors'
import { createFoyerConfig } from './createFoyerConfig'

const base = { projectId: 'p', development: false } as const

describe('createFoyerConfig: features and legal', () => {
  it('applies the defaults, and each given switch over them', () => {
    expect(createFoyerConfig(base).features).toEqual({ send: true, receive: true, allWallets: true, legalCheckbox: false })
    expect(createFoyerConfig({ ...base, features: { send: false, allWallets: false } }).features).toEqual({
      send: false,
      receive: true,
      allWallets: false,
      legalCheckbox: false,
    })
    expect(createFoyerConfig(base).legal).toBeUndefined()
  })

  it('keeps the legal links as given; the checkbox needs at least one', () => {
    const legal = { termsUrl: 'https://example.com/terms/', privacyUrl: 'https://example.com/privacy' }
    expect(createFoyerConfig({ ...base, legal, features: { legalCheckbox: true } }).legal).toEqual(legal)
    expect(createFoyerConfig({ ...base, legal: { privacyUrl: legal.privacyUrl }, features: { legalCheckbox: true } }).features.legalCheckbox).toBe(true)
    const missing = (() => {
      try {
        createFoyerConfig({ ...base, features: { legalCheckbox: true }, legal: {} })
      } catch (error) {
        return error
      }
    })()
    expect(missing).toBeInstanceOf(FoyerConfigError)
    expect(missing).toMatchObject({ option: 'legal', reason: 'invalid' })
    expect((missing as Error).message).toMatchInlineSnapshot(`
      "Invalid option \`legal\`

      Details: features.legalCheckbox needs legal.termsUrl or legal.privacyUrl.
      Docs: https://foyer-kit.dev/errors#foyer-config"
    `)
  })

  it('refuses a legal link that is not an absolute http(s) URL, or carries credentials', () => {
    for (const termsUrl of ['/terms', 'javascript:alert(1)', 'https://user:pw@example.com/terms']) {
      expect(() => createFoyerConfig({ ...base, legal: { termsUrl } })).toThrow(FoyerConfigError)
    }
  })
})
