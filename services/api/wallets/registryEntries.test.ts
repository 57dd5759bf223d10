import { describe, expect, it } from 'vitest'
import { registryWalletSchema } from '../../../src/api/wire/walletSchemas'
import { generatedWalletEntry, realWalletEntries, registryEntries, toWireWallet } from './registryEntries'
import { initials, walletIconSvg } from './walletIcon'

describe('registry data', () => {
  it('has the well-known wallets with unique ids, rdns and links', () => {
    const real = realWalletEntries()
    expect(real.length).toBeGreaterThanOrEqual(40)
    const names = real.map((wallet) => wallet.name)
    for (const name of ['MetaMask', 'Rainbow', 'Coinbase Wallet', 'Trust Wallet', 'Rabby Wallet', 'Phantom', 'Ledger Live', 'Safe', 'Keplr', 'Xverse']) {
      expect(names).toContain(name)
    }
    const rdns = real.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    expect(real.find((wallet) => wallet.id === 'metamask')).toMatchObject({ rdns: 'io.metamask', mobileLink: 'metamask://' })
    for (const wallet of real) {
      for (const link of [wallet.appStore, wallet.playStore, wallet.chromeStore, wallet.universalLink, wallet.homepage]) {
        if (link) expect(link).toMatch(/^https:\/\//)
      }
    }
  })

  it('pads with deterministic generated wallets up to the requested size', () => {
    const big = registryEntries(1000)
    expect(big).toHaveLength(1000)
    expect(new Set(big.map((wallet) => wallet.id)).size).toBe(1000)
    expect(registryEntries(0)).toEqual(realWalletEntries())
    expect(generatedWalletEntry(7)).toEqual(generatedWalletEntry(7))
    expect(generatedWalletEntry(1)).toMatchObject({ id: 'test-wallet-0001', name: 'Azure Falcon 0001', rdns: 'example.wallet0001' })
  })

  it('turns entries into valid wire wallets', () => {
    for (const entry of registryEntries(60)) expect(registryWalletSchema.parse(toWireWallet(entry))).toMatchObject({ imageId: entry.id })
    expect(toWireWallet(generatedWalletEntry(2))).not.toHaveProperty('color')
  })
})

describe('walletIconSvg', () => {
  it.each([
    ['MetaMask', 'MM'],
    ['Trust Wallet', 'T'],
    ['Coinbase Wallet', 'C'],
    ['Crypto.com DeFi Wallet', 'CC'],
    ['imToken', 'IT'],
    ['Amber Falcon 0001', 'AF'],
    ['1inch Wallet', '1'],
  ])('initials of %s: %s', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })

  it('draws the same icon every time, with contrasting text and escaped names', () => {
    const svg = walletIconSvg({ id: 'rainbow', name: 'Rainbow', color: '#001E59' })
    expect(svg).toBe(walletIconSvg({ id: 'rainbow', name: 'Rainbow', color: '#001E59' }))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('fill="#FFFFFF">R</text>')
    expect(walletIconSvg({ id: 'x', name: 'Light', color: '#CCFF00' })).toContain('fill="#141414"')
    expect(walletIconSvg({ id: 'x', name: '<a> <b>', color: '#000000' })).toContain('&#60;&#60;')
    expect(walletIconSvg({ id: 'other', name: 'Rainbow', color: '#001E59' })).not.toBe(svg)
  })
})
