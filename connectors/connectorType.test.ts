import { describe, expect, it } from 'vitest'
import { getConnectorType, type ConnectorLike, type ConnectorType } from './connectorType'

const table: [ConnectorLike, ConnectorType][] = [
  [{ id: 'walletConnect', type: 'walletConnect' }, 'WALLET_CONNECT'],
  [{ id: 'foyerAuth', type: 'foyerAuth' }, 'AUTH'],
  [{ id: 'io.metamask', type: 'injected', rdns: 'io.metamask' }, 'ANNOUNCED'],
  [{ id: 'io.rabby', type: 'injected' }, 'ANNOUNCED'],
  [{ id: 'injected', type: 'injected' }, 'INJECTED'],
  [{ id: 'metaMask', type: 'injected' }, 'INJECTED'],
  [{ id: 'injected', type: 'injected', rdns: [] }, 'INJECTED'],
  [{ id: 'safe', type: 'safe' }, 'EXTERNAL'],
]

describe('getConnectorType', () => {
  it.each(table)('%o -> %s', (connector, expected) => {
    expect(getConnectorType(connector)).toBe(expected)
  })
})
