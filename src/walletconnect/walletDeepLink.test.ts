import { describe, expect, it } from 'vitest'
import { buildWalletDeepLink, nativeLinkBase, universalLinkBase } from './walletDeepLink'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=abc&expiryTimestamp=1'
const encoded = 'wc%3A7f6e%402%3Frelay-protocol%3Dirn%26symKey%3Dabc%26expiryTimestamp%3D1'

describe('buildWalletDeepLink', () => {
  it('prefers the universal link and encodes the URI into wc?uri=', () => {
    expect(buildWalletDeepLink(uri, { name: 'Rainbow', universalLink: 'https://rnbwapp.com', mobileLink: 'rainbow://' })).toEqual({
      href: `https://rnbwapp.com/wc?uri=${encoded}`,
      base: 'https://rnbwapp.com/',
      name: 'Rainbow',
      kind: 'universal',
    })
  })

  it('falls back to the native scheme', () => {
    expect(buildWalletDeepLink(uri, { name: 'Trust', mobileLink: 'trust:' })).toEqual({
      href: `trust://wc?uri=${encoded}`,
      base: 'trust://',
      name: 'Trust',
      kind: 'native',
    })
  })

  it('uses the native scheme first when asked', () => {
    const link = buildWalletDeepLink(uri, { name: 'R', universalLink: 'https://r.app', mobileLink: 'rainbow://' }, { preferUniversal: false })
    expect(link?.href).toBe(`rainbow://wc?uri=${encoded}`)
  })

  it('keeps the universal link when it is the only one', () => {
    expect(buildWalletDeepLink(uri, { name: 'R', universalLink: 'https://r.app/x' }, { preferUniversal: false })?.href).toBe(
      `https://r.app/x/wc?uri=${encoded}`,
    )
  })

  it('is undefined without a usable link', () => {
    expect(buildWalletDeepLink(uri, { name: 'None' })).toBeUndefined()
    expect(buildWalletDeepLink(uri, { name: 'Bad', universalLink: 'http://plain.example', mobileLink: 'javascript:alert(1)' })).toBeUndefined()
  })

  it('round-trips the pairing URI', () => {
    const link = buildWalletDeepLink(uri, { name: 'R', universalLink: 'https://r.app' })!
    expect(new URL(link.href).searchParams.get('uri')).toBe(uri)
  })
})

describe('universalLinkBase', () => {
  it.each([
    ['https://rnbwapp.com', 'https://rnbwapp.com/'],
    ['https://metamask.app.link/', 'https://metamask.app.link/'],
    ['https://link.trustwallet.com/path?x=1#h', 'https://link.trustwallet.com/path/'],
    [' https://spaced.example ', 'https://spaced.example/'],
    ['http://insecure.example', undefined],
    ['https://user:pw@evil.example', undefined],
    ['rainbow://', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(universalLinkBase(input)).toBe(expected)
  })
})

describe('nativeLinkBase', () => {
  it.each([
    ['rainbow://', 'rainbow://'],
    ['rainbow:', 'rainbow://'],
    ['rainbow', 'rainbow://'],
    ['Trust:/', 'trust://'],
    ['metamask://wc', 'metamask://wc/'],
    ['cbwallet://wsegue/', 'cbwallet://wsegue/'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['https://x.example', undefined],
    ['foo bar', undefined],
    ['evil://x?y', undefined],
    ['1bad://', undefined],
    ['', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(nativeLinkBase(input)).toBe(expected)
  })
})
