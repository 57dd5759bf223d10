import { describe, expect, it } from 'vitest'
import { allWalletsItems, type AllWalletsItemsParameters } from './allWalletsItems'
import type { ConnectorInfo, ListedWallet, WalletListItem } from './walletTypes'

const connector = (id: string, name: string, kind: ConnectorInfo['kind'], rdns: string[] = []): ConnectorInfo => ({ uid: `uid-${id}`, id, name, kind, rdns })
const wallet = (id: string, name: string, rdns?: string): ListedWallet => ({ id, name, rdns: rdns ?? null })
const label = (item: WalletListItem) => (item.kind === 'connector' ? `installed:${item.connector.name}` : `${item.source}:${item.wallet.name}`)

const connectors = [
  connector('injected', 'Browser Wallet', 'INJECTED'),
  connector('io.metamask', 'MetaMask', 'ANNOUNCED', ['io.metamask']),
  connector('wc', 'WalletConnect', 'WALLET_CONNECT'),
  connector('safe', 'Safe', 'EXTERNAL'),
]
const registry = [wallet('metamask', 'MetaMask', 'io.metamask'), wallet('rainbow', 'Rainbow', 'me.rainbow'), wallet('trust', 'Trust Wallet')]

describe('allWalletsItems', () => {
  it.each<[string, AllWalletsItemsParameters, string[]]>([
    [
      'installed first (announced, then injected), custom, then the registry without the installed ones',
      { connectors, custom: [{ id: 'mine', name: 'Mine' }], registry },
      ['installed:MetaMask', 'installed:Browser Wallet', 'custom:Mine', 'registry:Rainbow', 'registry:Trust Wallet'],
    ],
    [
      'search filters installed and custom wallets here (the registry was searched by the API)',
      {
        connectors,
        custom: [
          { id: 'mine', name: 'Mine' },
          { id: 'rain2', name: 'Rain Two' },
        ],
        registry: [registry[1]!],
        search: ' RAIN',
      },
      ['custom:Rain Two', 'registry:Rainbow'],
    ],
    [
      'excluded and repeated ids are left out',
      { connectors: [], registry: [...registry, registry[1]!], excludeWalletIds: ['trust'] },
      ['registry:MetaMask', 'registry:Rainbow'],
    ],
    ['nothing at all', { connectors: [], registry: [] }, []],
  ])('%s', (_, parameters, expected) => {
    expect(allWalletsItems(parameters).map(label)).toEqual(expected)
  })

  it('marks installed rows', () => {
    const [first] = allWalletsItems({ connectors, registry })
    expect(first).toMatchObject({ kind: 'connector', installed: true })
  })
})
