/*
 * The session wallets' account store: listeners hear each told change once with the accounts then
 * (none once ended), a quiet change is not heard, an ended session takes no accounts and ends once.
 */
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createWalletAccountsStore } from './walletAccountsStore'

const account = (address: string): WalletAccount => ({ address, publicKey: new Uint8Array(), chains: [], features: [] })

describe('createWalletAccountsStore', () => {
  it('tells listeners of told changes and of the end, once each', () => {
    const session = createWalletAccountsStore()
    const heard: string[][] = []
    const off = session.on(({ accounts }) => heard.push((accounts ?? []).map((entry) => entry.address)))
    session.set([account('a')], { quiet: true })
    expect(session.accounts.map((entry) => entry.address)).toEqual(['a'])
    session.set([account('a'), account('b')])
    session.end()
    session.end()
    session.set([account('c')])
    expect(heard).toEqual([['a', 'b'], []])
    expect(session).toMatchObject({ live: false, accounts: [] })
    off()
  })
})
