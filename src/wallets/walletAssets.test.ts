import { describe, expect, it, vi } from 'vitest'
import { discoverWalletAssets, parseWalletAssets, supportsAssetDiscovery, walletGetAssetsRequest } from './walletAssets'

/* The pure parts with hand-made answers; the same code against the test wallet on anvil is in walletAssets.wallet.test.ts. */
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const asset = (overrides: Record<string, unknown> = {}) => ({
  address: usdc,
  balance: '0x16e360',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, value: 1.5, price: 1, iconUrl: 'https://x.test/usdc.png' },
  ...overrides,
})

describe('supportsAssetDiscovery', () => {
  it.each([
    [{ '0x7a69': { assetDiscovery: { supported: true } } }, true],
    [{ '0x07A69': { assetDiscovery: { supported: true } } }, true],
    [{ 31337: { assetDiscovery: { supported: true } } }, true],
    [{ '0x0': { assetDiscovery: { supported: true } } }, true],
    [{ '0x7a6a': { assetDiscovery: { supported: true } } }, false],
    [{ '0x7a69': { assetDiscovery: { supported: false } } }, false],
    [{ '0x7a69': { assetDiscovery: 'yes' } }, false],
    [{ '0x7a69': { atomic: { status: 'supported' } } }, false],
    [null, false],
    ['0x7a69', false],
  ])('%j on 31337 -> %s', (capabilities, expected) => {
    expect(supportsAssetDiscovery(capabilities, 31337)).toBe(expected)
  })
})

describe('parseWalletAssets', () => {
  it('maps native and ERC-20 assets to token balances, skipping other types and zero balances', () => {
    const answer = {
      '0x7a69': [
        { address: 'native', balance: '0x8ac7230489e80000', type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 } },
        asset(),
        asset({ balance: '0x0' }),
        { address: usdc, balance: '0x1', type: 'ERC721', metadata: null },
      ],
      '0x1': [asset()],
    }
    expect(parseWalletAssets(answer, 31337)).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 30_000, price: 3000, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: `eip155:31337:${usdc}`,
        value: 1.5,
        price: 1,
        quantity: { decimals: '6', numeric: '1.5' },
        iconUrl: 'https://x.test/usdc.png',
      },
    ])
  })

  it('gives no USD value or price to an asset the wallet does not price (never $0)', () => {
    const unpriced = asset({ metadata: { name: 'Some Token', symbol: 'SOME', decimals: 6 } })
    expect(parseWalletAssets({ '0x7a69': [unpriced] }, 31337)).toEqual([
      {
        name: 'Some Token',
        symbol: 'SOME',
        chainId: 'eip155:31337',
        address: `eip155:31337:${usdc}`,
        quantity: { decimals: '6', numeric: '1.5' },
        iconUrl: '',
      },
    ])
  })

  it('gives [] when the answer lists nothing for the chain', () => {
    expect(parseWalletAssets({ '0x1': [asset()] }, 31337)).toEqual([])
    expect(parseWalletAssets({ '0x7a69': [] }, 31337)).toEqual([])
  })

  it.each([
    ['not an object', 'nope'],
    ['not a list', { '0x7a69': { USDC: 1 } }],
    ['a balance that is not hex', { '0x7a69': [asset({ balance: '1500000' })] }],
    ['metadata without decimals', { '0x7a69': [asset({ metadata: { name: 'USD Coin', symbol: 'USDC' } })] }],
    ['an ERC-20 without an address', { '0x7a69': [asset({ address: 'native' })] }],
    ['a negative price', { '0x7a69': [asset({ metadata: { name: 'X', symbol: 'X', decimals: 6, price: -1 } })] }],
    ['an item without type', { '0x7a69': [{ balance: '0x1' }] }],
  ])('gives undefined for %s', (_, answer) => {
    expect(parseWalletAssets(answer, 31337)).toBeUndefined()
  })
})

describe('discoverWalletAssets', () => {
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('asks for the capabilities, then for the assets of the one chain', async () => {
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === 'wallet_getCapabilities' ? { '0x7a69': { assetDiscovery: { supported: true } } } : { '0x7a69': [asset()] },
    )
    expect(await discoverWalletAssets({ request, account, chainId: 31337 })).toHaveLength(1)
    expect(request.mock.calls.map(([args]) => args)).toEqual([
      { method: 'wallet_getCapabilities', params: [account, ['0x7a69']] },
      walletGetAssetsRequest(account, 31337),
    ])
  })

  it('does not ask for assets when the wallet does not advertise them, and never throws', async () => {
    const request = vi.fn(async () => ({}))
    expect(await discoverWalletAssets({ request, account, chainId: 31337, capabilities: { '0x7a69': {} } })).toBeUndefined()
    expect(request).not.toHaveBeenCalled()
    const failing = vi.fn(async () => {
      throw Object.assign(new Error('Method not found'), { code: -32601 })
    })
    expect(await discoverWalletAssets({ request: failing, account, chainId: 31337 })).toBeUndefined()
    const wrongShape = vi.fn(async ({ method }: { method: string }) =>
      method === 'wallet_getCapabilities' ? { '0x7a69': { assetDiscovery: { supported: true } } } : { '0x7a69': 'lots' },
    )
    expect(await discoverWalletAssets({ request: wrongShape, account, chainId: 31337 })).toBeUndefined()
  })
})
