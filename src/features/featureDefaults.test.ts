import { describe, expect, it } from 'vitest'
import { defaultFeatures, featureAllowsView } from './featureDefaults'

describe('the default switches', () => {
  it('send, receive and all wallets on; the legal checkbox off', () => {
    expect(defaultFeatures).toEqual({ send: true, receive: true, allWallets: true, legalCheckbox: false })
    expect(Object.isFrozen(defaultFeatures)).toBe(true)
  })

  it('each switch closes its own view only', () => {
    const views = ['WalletSend', 'WalletReceive', 'AllWallets', 'Account', 'Connect', 'Swap']
    const open = (features: typeof defaultFeatures) => views.filter((view) => featureAllowsView(view, features))
    expect(open(defaultFeatures)).toEqual(views)
    expect(open({ ...defaultFeatures, send: false })).toEqual(['WalletReceive', 'AllWallets', 'Account', 'Connect', 'Swap'])
    expect(open({ ...defaultFeatures, receive: false })).toEqual(['WalletSend', 'AllWallets', 'Account', 'Connect', 'Swap'])
    expect(open({ ...defaultFeatures, allWallets: false })).toEqual(['WalletSend', 'WalletReceive', 'Account', 'Connect', 'Swap'])
    expect(open({ ...defaultFeatures, legalCheckbox: true })).toEqual(views)
  })
})
