// @vitest-environment jsdom
/* The `siwx` option cannot be combined with `siweConfig`: two sign-in flows would both ask the wallet. */
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import { SiwxConfigConflictError } from '../src/errors/siwxConfigErrors'
import { foyerSiwx } from '../src/siwx/foyerSiwx'
import { FoyerProvider } from './FoyerProvider'

afterEach(cleanup)

const config = createFoyerConfig({ projectId: 'foyer-local', apiUrl: 'http://127.0.0.1:9', development: false })

describe('FoyerProvider siwx', () => {
  it("throws 'Cannot set both `siweConfig` and `siwx` options' when both are set", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<FoyerProvider config={config} siwx={foyerSiwx(config)} siweConfig={{}} />)).toThrow(SiwxConfigConflictError)
    expect(new SiwxConfigConflictError().shortMessage).toBe('Cannot set both `siweConfig` and `siwx` options')
    vi.restoreAllMocks()
  })
})
