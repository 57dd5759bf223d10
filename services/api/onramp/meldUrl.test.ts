import { describe, expect, it } from 'vitest'
import { meldUrl } from './meldUrl'

describe('meldUrl', () => {
  it.each([
    ['ethereum', 'USDC'],
    ['polygon', 'USDC'],
    ['solana', 'SOL'],
  ])('on %s the destination currency is %s', (network, currency) => {
    const url = new URL(meldUrl({ publicKey: 'pk' }, { walletAddress: 'addr', network, projectId: 'app' }))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk',
      destinationCurrencyCode: currency,
      walletAddress: 'addr',
      externalCustomerId: 'app',
    })
  })

  it('keeps a configured URL and escapes the values', () => {
    expect(meldUrl({ publicKey: 'a&b', url: 'https://sb.meldcrypto.com/buy' }, { walletAddress: '0x1', network: 'ethereum', projectId: 'my app' })).toBe(
      'https://sb.meldcrypto.com/buy?publicKey=a%26b&destinationCurrencyCode=USDC&walletAddress=0x1&externalCustomerId=my+app',
    )
  })
})
