// @vitest-environment jsdom
/*
 * The kit store's errors under FoyerProvider: a stored value that fails its check is logged with the
 * configuration's logger as a warning (kept for `getLogs()`, printed from level 'warn' down) and
 * nothing reaches the console around the logger; once the provider unmounts it stops listening.
 */
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import { readStoredJson } from '../src/storage/dropStoredValue'
import { renderWithModal } from '../test/components/renderWithModal'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A stored value that is not JSON, read as the kit's readers do: it is dropped and reported. */
function readCorruptValue(key: string) {
  const storage = new Map([[key, '{truncated']])
  const store = { getItem: (name: string) => storage.get(name) ?? null, removeItem: (name: string) => void storage.delete(name) }
  expect(readStoredJson(store, key, (value) => value)).toBeUndefined()
  expect(storage.has(key)).toBe(false)
}

function renderProvider(logLevel: 'warn' | undefined) {
  const config = createFoyerConfig({ projectId: 'foyer-local', development: false, logLevel })
  renderWithModal({ connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })], provider: { config } })
  return config
}

describe('useKitStorageErrors (in FoyerProvider)', () => {
  it("logs a dropped stored value with the configuration's logger, at warn", () => {
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const config = renderProvider('warn')
    readCorruptValue('foyer.auth')
    expect(config.logger.getLogArray()).toEqual([expect.stringMatching(/ WARN .*StoredValueDroppedError.*foyer\.auth/s)])
    // Printed once, by the logger.
    expect(printed).toHaveBeenCalledTimes(1)
  })

  it("prints nothing at the logger's default level, and nothing once the provider is gone", () => {
    const printed = (['debug', 'info', 'warn', 'error', 'log'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined))
    const config = renderProvider(undefined)
    readCorruptValue('foyer.recentWallets')
    expect(config.logger.getLogArray()).toEqual([])
    expect(printed.flatMap((spy) => spy.mock.calls).filter((call) => String(call[0]).includes('foyer.recentWallets'))).toEqual([])

    const verbose = renderProvider('warn')
    cleanup()
    readCorruptValue('foyer.siwx')
    expect(verbose.logger.getLogArray()).toEqual([])
  })
})
