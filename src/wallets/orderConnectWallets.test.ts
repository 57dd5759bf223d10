import { describe, expect, it } from 'vitest'
import { connectorOrder, orderConnectWallets, type OrderConnectWalletsParameters } from './orderConnectWallets'
import type { ConnectorInfo, ListedWallet, WalletListItem } from './walletTypes'

const connector = (id: string, kind: ConnectorInfo['kind'], rdns: string[] = []): ConnectorInfo => ({ uid: `uid-${id}`, id, name: id, kind, rdns })
const wallet = (id: string, rdns?: string): ListedWallet => ({ id, name: id, rdns: rdns ?? null, mobileLink: `${id}://`, universalLink: null })

const wc = connector('walletConnect', 'WALLET_CONNECT')
const metamaskExt = connector('io.metamask', 'ANNOUNCED', ['io.metamask'])
const testWallet = connector('com.foyer.test', 'ANNOUNCED', ['com.foyer.test'])
const injected = connector('injected', 'INJECTED')
const safe = connector('safe', 'EXTERNAL')
const auth = connector('foyerAuth', 'AUTH')
const registry = ['metamask', 'trust', 'rainbow', 'coinbase', 'phantom', 'rabby', 'okx'].map((id) =>
  wallet(id, id === 'metamask' ? 'io.metamask' : `app.${id}`),
)

/** A row as `kind:name[+recent][+installed]`, so each table row reads at a glance. */
const describeItem = (item: WalletListItem) =>
  item.kind === 'connector'
    ? `${item.source}:${item.connector.id}${item.recent ? '+recent' : ''}${item.installed ? '+installed' : ''}`
    : `${item.source}:${item.wallet.id}${item.recent ? '+recent' : ''}`

const cases: [string, OrderConnectWalletsParameters, string[]][] = [
  [
    'every group in the default order',
    {
      connectors: [safe, testWallet, injected, wc, auth],
      recent: [{ id: 'rainbow', name: 'Rainbow', mobileLink: 'rainbow://' }],
      featured: [wallet('okx', 'app.okx')],
      featuredWalletIds: ['okx'],
      custom: [{ id: 'mine', name: 'Mine' }],
      recommended: registry,
    },
    [
      'walletConnect:walletConnect',
      'recent:rainbow+recent',
      'injected:com.foyer.test+installed',
      'injected:injected+installed',
      'featured:okx',
      'custom:mine',
      'external:safe',
      'recommended:metamask',
      'recommended:trust',
      'recommended:coinbase',
      'recommended:phantom',
    ],
  ],
  [
    'an installed registry wallet shows once, as installed, and not among the recommended',
    { connectors: [metamaskExt], recommended: registry },
    ['injected:io.metamask+installed', 'recommended:trust', 'recommended:rainbow', 'recommended:coinbase', 'recommended:phantom'],
  ],
  [
    'a featured wallet that is installed is not repeated',
    {
      connectors: [metamaskExt],
      featured: [wallet('metamask', 'io.metamask'), wallet('trust', 'app.trust')],
      featuredWalletIds: ['trust', 'metamask'],
      recommended: [],
    },
    ['injected:io.metamask+installed', 'featured:trust'],
  ],
  [
    'featured follow the app order, not the API order',
    { connectors: [], featured: [wallet('a'), wallet('b'), wallet('c')], featuredWalletIds: ['c', 'a', 'b'] },
    ['featured:c', 'featured:a', 'featured:b'],
  ],
  [
    'a recent browser wallet moves up and is marked recent',
    { connectors: [injected, testWallet], recent: [{ id: 'com.foyer.test', connectorId: 'com.foyer.test', name: 'Test' }] },
    ['recent:com.foyer.test+recent+installed', 'injected:injected+installed'],
  ],
  [
    'a recent registry wallet that is now installed shows as the installed one, marked recent',
    { connectors: [metamaskExt], recent: [{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }], recommended: registry.slice(0, 2) },
    ['recent:io.metamask+recent+installed', 'recommended:trust'],
  ],
  [
    'at most 2 recent; a gone browser wallet is dropped; a gone registry wallet can still be paired',
    {
      connectors: [],
      recent: [
        { id: 'gone', connectorId: 'gone', name: 'Gone' },
        { id: 'metamask', connectorId: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', mobileLink: 'metamask://' },
        { id: 'third', name: 'Third' },
      ],
    },
    ['recent:metamask+recent'],
  ],
  [
    'recent wallets are not repeated among featured and recommended',
    { connectors: [], recent: [{ id: 'trust', name: 'Trust' }], featured: [wallet('trust')], featuredWalletIds: ['trust'], recommended: registry.slice(1, 3) },
    ['recent:trust+recent', 'recommended:rainbow'],
  ],
  [
    'excluded ids never show from the registry, featured, custom or recent',
    {
      connectors: [],
      recent: [{ id: 'x', name: 'X' }],
      featured: [wallet('y')],
      featuredWalletIds: ['y'],
      custom: [{ id: 'z', name: 'Z' }],
      recommended: registry.slice(0, 2),
      excludeWalletIds: ['x', 'y', 'z', 'metamask'],
    },
    ['recommended:trust'],
  ],
  ['nothing but an AUTH connector: an empty list', { connectors: [auth] }, []],
]

describe('orderConnectWallets', () => {
  it('uses the default connector order', () => {
    expect(connectorOrder).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
  })

  it.each(cases)('%s', (_, parameters, expected) => {
    expect(orderConnectWallets(parameters).map(describeItem)).toEqual(expected)
  })

  it('turns registry nulls into absent pairing links and keeps unique keys', () => {
    const items = orderConnectWallets({ connectors: [testWallet, injected], recommended: registry })
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length)
    const pairing = items.find((item) => item.kind === 'pairing')
    expect(pairing).toMatchObject({ wallet: { id: 'metamask', mobileLink: 'metamask://', universalLink: undefined } })
  })
})
