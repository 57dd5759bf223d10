// @vitest-environment jsdom
/*
 * The failure panel of a connection: a connector that needs an option the app left out names the
 * option (the FoyerConfigError under the connect flow's wrapping), where anything else stays
 * 'Failed to connect'.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerCatalogueContext } from '../../../hooks/foyerContext'
import { FoyerConfigError } from '../../../src/errors/configErrors'
import { toConnectError } from '../../../src/errors/connectErrors'
import type { ConnectorInfo } from '../../../src/wallets/walletTypes'
import { ConnectAttempt } from './ConnectAttempt'

const connector: ConnectorInfo = { uid: 'auth', id: 'foyerAuth', name: 'E-mail & social', kind: 'AUTH', rdns: [] }

afterEach(cleanup)

function shown(error: Error): string {
  // English, as a provider gives before another locale's catalogue loads.
  render(
    <FoyerCatalogueContext.Provider value={undefined}>
      <ConnectAttempt pending={undefined} failure={{ connector, error }} onRetry={() => undefined} />
    </FoyerCatalogueContext.Provider>,
  )
  return screen.getByRole('alert').textContent ?? ''
}

describe('ConnectAttempt', () => {
  it('names the option a connector found missing, even wrapped by the connect flow', () => {
    expect(shown(toConnectError(new FoyerConfigError({ option: 'frameUrl', reason: 'missing' })))).toBe(
      'The frameUrl option is missing: pass it to createFoyerConfig().',
    )
  })

  it('any other failure stays "Failed to connect"', () => {
    expect(shown(toConnectError(new Error('boom')))).toBe('Failed to connect')
  })
})
