import { describe, expect, it } from 'vitest'
import { getWalletsQuerySchema, queryWallets } from './queryWallets'
import { generatedWalletEntry, registryEntries, type RegistryEntry } from './registryEntries'

const entry = (id: string, name: string, extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  ...generatedWalletEntry(1),
  id,
  name,
  chains: ['eip155:1'],
  badgeType: 'certified',
  ...extra,
})

const wallets = [
  entry('metamask', 'MetaMask'),
  entry('rainbow', 'Rainbow'),
  entry('brain', 'Brain Wallet', { badgeType: 'none' }),
  entry('terrain', 'Terrain', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
  entry('rain', 'Rain', { chains: ['eip155:8453'], badgeType: 'none' }),
  entry('mask-pro', 'Pro Mask'),
]

const ids = (result: { data: RegistryEntry[] }) => result.data.map((wallet) => wallet.id)
const page = { page: 1, entries: 40 }

describe('queryWallets', () => {
  it.each([
    ['no filter: registry order', {}, ['metamask', 'rainbow', 'brain', 'terrain', 'rain', 'mask-pro']],
    ['include keeps registry order', { include: ['rain', 'metamask'] }, ['metamask', 'rain']],
    ['exclude', { exclude: ['rainbow', 'brain'] }, ['metamask', 'terrain', 'rain', 'mask-pro']],
    ['include and exclude', { include: ['rain', 'rainbow'], exclude: ['rain'] }, ['rainbow']],
    ['badge_type certified', { badge_type: 'certified' as const }, ['metamask', 'rainbow', 'terrain', 'mask-pro']],
    ['badge_type none is no filter', { badge_type: 'none' as const }, ['metamask', 'rainbow', 'brain', 'terrain', 'rain', 'mask-pro']],
    [
      'chains: the wallets of their namespaces (an EVM app on a local chain)',
      { chains: ['eip155:31337'] },
      ['metamask', 'rainbow', 'brain', 'rain', 'mask-pro'],
    ],
    ['chains: a Solana cluster the registry does not name', { chains: ['solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV'] }, ['terrain']],
    [
      'chains: two namespaces, any of them',
      { chains: ['eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
      ['metamask', 'rainbow', 'brain', 'terrain', 'rain', 'mask-pro'],
    ],
    ['chains: a namespace no wallet serves', { chains: ['cosmos:cosmoshub-4'] }, []],
    ['search ranks exact, prefix, word prefix, substring', { search: 'rain' }, ['rain', 'rainbow', 'brain', 'terrain']],
    ['search is case-insensitive', { search: 'MASK' }, ['mask-pro', 'metamask']],
    ['search with no match', { search: 'zzz' }, []],
    ['search and filters together', { search: 'rain', badge_type: 'certified' as const }, ['rainbow', 'terrain']],
  ])('%s', (_, filters, expected) => {
    const result = queryWallets(wallets, { ...page, ...filters })
    expect(ids(result)).toEqual(expected)
    expect(result.count).toBe(expected.length)
  })

  it('pages with count = all matches', () => {
    const big = registryEntries(1000)
    const first = queryWallets(big, { page: 1, entries: 40 })
    const second = queryWallets(big, { page: 2, entries: 40 })
    const last = queryWallets(big, { page: 25, entries: 40 })
    const beyond = queryWallets(big, { page: 26, entries: 40 })
    expect([first.count, second.count, last.count, beyond.count]).toEqual([1000, 1000, 1000, 1000])
    expect(first.data).toHaveLength(40)
    expect(second.data[0]).toBe(big[40])
    expect(last.data.at(-1)).toBe(big[999])
    expect(beyond.data).toEqual([])
  })
})

describe('getWalletsQuerySchema', () => {
  it('coerces numbers, splits lists and applies defaults', () => {
    expect(getWalletsQuerySchema.parse({ projectId: 'p', include: 'a, b,,c', chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual({
      page: 1,
      entries: 40,
      projectId: 'p',
      include: ['a', 'b', 'c'],
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(getWalletsQuerySchema.parse({ projectId: 'p', page: '3', entries: '100', search: '  Rain ' })).toMatchObject({
      page: 3,
      entries: 100,
      search: 'Rain',
    })
  })

  it.each([
    ['no projectId', {}],
    ['page 0', { projectId: 'p', page: '0' }],
    ['more than 100 entries', { projectId: 'p', entries: '101' }],
    ['not a number', { projectId: 'p', entries: 'ten' }],
    ['a bad badge type', { projectId: 'p', badge_type: 'gold' }],
    ['a chain that is not CAIP-2', { projectId: 'p', chains: 'eip155:1,mainnet' }],
  ])('refuses %s', (_, query) => {
    expect(getWalletsQuerySchema.safeParse(query).success).toBe(false)
  })
})
