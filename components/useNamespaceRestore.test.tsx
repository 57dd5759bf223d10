// @vitest-environment jsdom
/*
 * What FoyerProvider does on mount about other families' stored connections: nothing at all
 * (no family loaded) when none is stored; a restore when one is and `reconnectOnMount` is on; the
 * stored connection dropped when it is off.
 */
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sui } from '../connectors/namespaces/sui/sui'
import { namespaceRuntime } from '../hooks/namespaces/namespaceRuntime'
import { namespaceSessionsStorageKey } from '../hooks/namespaces/namespaceSessionsStorageKey'
import { suiLocalnet } from '../src/chains/suiChains'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import { setupSuiTestWallet, suiTestWalletSecretKey } from '../test/sui/setupSuiTestWallet'
import { FoyerProvider } from './FoyerProvider'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const configWith = (reconnectOnMount?: boolean) =>
  createFoyerConfig({ projectId: 'p', development: false, sui: sui({ networks: [suiLocalnet()] }), reconnectOnMount })

async function storeApprovedSession(name: string) {
  const wallet = setupSuiTestWallet({ secretKey: suiTestWalletSecretKey(name), info: { name } })
  const first = await namespaceRuntime(configWith()).load('sui')
  await first.connect({ walletId: name })
  expect(localStorage.getItem(namespaceSessionsStorageKey)).not.toBeNull()
  return wallet
}

describe('useNamespaceRestore (FoyerProvider on mount)', () => {
  it('loads no family when nothing is stored', async () => {
    const config = configWith()
    render(<FoyerProvider config={config} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(namespaceRuntime(config).adapters).toEqual({})
  })

  it('restores a stored connection when reconnectOnMount is on (its default)', async () => {
    await storeApprovedSession('Mounted SUI')
    const config = configWith()
    expect(config.reconnectOnMount).toBe(true)
    render(<FoyerProvider config={config} />)
    await waitFor(() => expect(namespaceRuntime(config).adapters.sui?.getState()).toMatchObject({ status: 'connected', walletId: 'Mounted SUI' }))
  })

  it('drops the stored connection when reconnectOnMount is off', async () => {
    await storeApprovedSession('Dropped on mount SUI')
    const config = configWith(false)
    render(<FoyerProvider config={config} />)
    await waitFor(() => expect(localStorage.getItem(namespaceSessionsStorageKey)).toBeNull())
    expect(namespaceRuntime(config).adapters).toEqual({})
  })
})
