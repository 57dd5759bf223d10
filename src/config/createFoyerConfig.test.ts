import { afterEach, describe, expect, it, vi } from 'vitest'
import { FoyerConfigError } from '../errors/configErrors'
import { createFoyerConfig, foyerDevelopmentDefaults, requireFoyerOption } from './createFoyerConfig'
import type { FoyerBitcoin } from './foyerBitcoin'
import type { FoyerSolana } from './foyerSolana'

afterEach(() => vi.unstubAllEnvs())

describe('createFoyerConfig', () => {
  it('outside development leaves missing options missing; first use names the option', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const config = createFoyerConfig({ projectId: 'my-app' })
    expect(config).toMatchObject({ projectId: 'my-app', apiUrl: undefined, frameUrl: undefined, development: false })
    expect(() => requireFoyerOption(config, 'apiUrl')).toThrow(FoyerConfigError)
    expect(() => requireFoyerOption(config, 'apiUrl')).toThrow(/^Missing option `apiUrl`/)
    try {
      requireFoyerOption(config, 'frameUrl')
    } catch (error) {
      expect(error).toMatchObject({ option: 'frameUrl', reason: 'missing', docsPath: '/errors#foyer-config' })
    }
    expect(requireFoyerOption(config, 'projectId')).toBe('my-app')
    // Asked three times for apiUrl and once for frameUrl: one console line for each option.
    expect(logged.mock.calls.map(([error]) => (error as FoyerConfigError).option)).toEqual(['apiUrl', 'frameUrl'])
    logged.mockRestore()
  })

  it('uses the local stack only in development (NODE_ENV=development, or asked for)', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(createFoyerConfig()).toMatchObject({ ...foyerDevelopmentDefaults, development: true })
    vi.stubEnv('NODE_ENV', 'test')
    expect(createFoyerConfig()).toMatchObject({ projectId: undefined, apiUrl: undefined, development: false })
    expect(createFoyerConfig({ development: true }).apiUrl).toBe('http://127.0.0.1:8787')
    // Given values always win over the defaults.
    expect(createFoyerConfig({ development: true, apiUrl: 'https://api.example.com/' }).apiUrl).toBe('https://api.example.com')
  })

  it('where nothing replaced process.env.NODE_ENV and there is no process (a browser): production, no local defaults', () => {
    const nodeProcess = globalThis.process
    let config: ReturnType<typeof createFoyerConfig>
    try {
      vi.stubGlobal('process', undefined)
      config = createFoyerConfig()
    } finally {
      vi.stubGlobal('process', nodeProcess)
      vi.unstubAllGlobals()
    }
    expect(config).toMatchObject({ projectId: undefined, apiUrl: undefined, frameUrl: undefined, development: false })
  })

  it('refuses malformed values at once', () => {
    expect(() => createFoyerConfig({ apiUrl: 'api.example.com' })).toThrow('Invalid option `apiUrl`')
    expect(() => createFoyerConfig({ frameUrl: 'javascript:alert(1)' })).toThrow('Invalid option `frameUrl`')
    expect(() => createFoyerConfig({ apiUrl: 'https://user:secret@api.example.com' })).toThrow('Invalid option `apiUrl`')
    expect(() => createFoyerConfig({ apiUrl: 'https://user:secret@api.example.com' })).not.toThrow(/secret/)
    expect(() => createFoyerConfig({ projectId: '  ' })).toThrow('Invalid option `projectId`')
  })

  it('is EVM only unless solana() is given', () => {
    expect(createFoyerConfig().solana).toBeUndefined()
  })

  it('takes a family only with its own namespace: a plugin without one, or with another, is refused', () => {
    const loadAdapter = () => Promise.reject(new Error('not loaded in this test'))
    const solanaPlugin = { namespace: 'solana', options: { networks: [] }, loadAdapter } as unknown as FoyerSolana
    expect(createFoyerConfig({ solana: solanaPlugin }).namespaces).toEqual([solanaPlugin])
    const withoutNamespace = { ...solanaPlugin, namespace: undefined } as unknown as FoyerSolana
    expect(() => createFoyerConfig({ solana: withoutNamespace })).toThrow(FoyerConfigError)
    expect(() => createFoyerConfig({ solana: withoutNamespace })).toThrow("Expected the solana namespace's plugin, got undefined.")
    const solanaAsBitcoin = solanaPlugin as unknown as FoyerBitcoin
    expect(() => createFoyerConfig({ bitcoin: solanaAsBitcoin })).toThrow('Invalid option `bitcoin`')
  })
})
