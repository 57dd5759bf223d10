/*
 * The Bitcoin WalletConnect session wallet against a scripted phone wallet (its answers in the
 * test's hands): the requests it sends (methods and params as WalletConnect's Bitcoin RPC defines
 * them), accounts by intention, a wallet without getAccountAddresses, hex and base64 signatures,
 * malformed answers refused, bip122_addressesChanged, and the end of the session. The session
 * accounts a proposal's answer yields are checked too.
 */
import { base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet } from '../../../src/chains/builtinNetworks'
import type { BitcoinConnectFeature, BitcoinSignMessageFeature, BitcoinSignTransactionFeature } from './bitcoinWalletStandard'
import { bitcoinSessionAccounts } from './walletConnectBitcoin'
import { createWalletConnectBitcoinWallet, type BitcoinWalletConnectMethod } from './walletConnectBitcoinWallet'

const payment = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
const ordinal = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'

function setup(answers: Partial<Record<BitcoinWalletConnectMethod, unknown>>, getAccountAddresses = true) {
  const sent: { method: string; params: Record<string, unknown> }[] = []
  const wallet = createWalletConnectBitcoinWallet({
    account: payment,
    chains: ['bitcoin:mainnet'],
    getAccountAddresses,
    async request(method, params) {
      sent.push({ method, params })
      return answers[method]
    },
    disconnect: async () => undefined,
  })
  const features = wallet.features as BitcoinConnectFeature & BitcoinSignMessageFeature & BitcoinSignTransactionFeature
  return { wallet, features, sent }
}

describe('the Bitcoin WalletConnect session wallet', () => {
  it('connect asks getAccountAddresses for both intentions and answers payment first, whatever order the phone used', async () => {
    const { features, sent } = setup({
      getAccountAddresses: [
        { address: ordinal, publicKey: 'aa'.repeat(32), path: "m/86'/0'/0'/0/0", intention: 'ordinal' },
        { address: payment, publicKey: `02${'bb'.repeat(32)}`, path: "m/84'/0'/0'/0/0", intention: 'payment' },
      ],
    })
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    expect(sent).toEqual([{ method: 'getAccountAddresses', params: { account: payment, intentions: ['payment', 'ordinal'] } }])
    expect(
      accounts.map((account) => [
        account.address,
        (account as { purpose?: string }).purpose,
        (account as { derivationPath?: string }).derivationPath,
        hex.encode(Uint8Array.from(account.publicKey)),
      ]),
    ).toEqual([
      [payment, 'payment', "m/84'/0'/0'/0/0", `02${'bb'.repeat(32)}`],
      [ordinal, 'ordinals', "m/86'/0'/0'/0/0", 'aa'.repeat(32)],
    ])
  })

  it('a wallet without getAccountAddresses connects with the session account as the payment account; malformed answers are refused', async () => {
    const { features, sent } = setup({}, false)
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    expect(accounts.map((account) => account.address)).toEqual([payment])
    expect(sent).toEqual([])
    const broken = setup({ getAccountAddresses: { address: payment } })
    await expect(broken.features['bitcoin:connect'].connect({ purposes: ['payment'] })).rejects.toThrow()
  })

  it('signMessage is BIP-322 for the account; hex (the reference) and base64 signatures both read; a send is signPsbt without broadcast', async () => {
    const signature = new Uint8Array([1, 2, 3, 250])
    const { features, sent } = setup({
      getAccountAddresses: [{ address: payment, intention: 'payment' }],
      signMessage: { address: payment, signature: hex.encode(signature) },
      signPsbt: { psbt: base64.encode(new Uint8Array([9, 9])) },
    })
    const [account] = (await features['bitcoin:connect'].connect({ purposes: ['payment'] })).accounts
    const [signed] = await features['bitcoin:signMessage'].signMessage({ account: account!, message: new TextEncoder().encode('Hello') })
    expect(signed?.signature).toEqual(signature)
    expect(sent.at(-1)).toEqual({ method: 'signMessage', params: { account: payment, address: payment, message: 'Hello', protocol: 'bip322' } })
    const [tx] = await features['bitcoin:signTransaction'].signTransaction({
      psbt: new Uint8Array([7]),
      chain: 'bitcoin:mainnet',
      inputsToSign: [{ account: account!, signingIndexes: [0, 2], sigHash: 1 }],
    })
    expect(tx?.signedPsbt).toEqual(new Uint8Array([9, 9]))
    expect(sent.at(-1)).toEqual({
      method: 'signPsbt',
      params: {
        account: payment,
        psbt: base64.encode(new Uint8Array([7])),
        signInputs: [
          { address: payment, index: 0, sighashTypes: [1] },
          { address: payment, index: 2, sighashTypes: [1] },
        ],
        broadcast: false,
      },
    })

    const base64Wallet = setup({ getAccountAddresses: [{ address: payment }], signMessage: { signature: base64.encode(signature) } })
    const [again] = (await base64Wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })).accounts
    expect((await base64Wallet.features['bitcoin:signMessage'].signMessage({ account: again!, message: new Uint8Array([104]) }))[0]?.signature).toEqual(
      signature,
    )
    await expect(features['bitcoin:signMessage'].signMessage({ account: { ...account!, address: ordinal }, message: new Uint8Array() })).rejects.toThrow(
      `no account ${ordinal}`,
    )
  })

  it('bip122_addressesChanged replaces the accounts; the end of the session empties them and refuses requests', async () => {
    const { wallet, features } = setup({ getAccountAddresses: [{ address: payment, intention: 'payment' }] })
    const heard: string[][] = []
    ;(wallet.features['standard:events'] as { on(event: 'change', listener: (change: { accounts?: readonly { address: string }[] }) => void): () => void }).on(
      'change',
      ({ accounts }) => heard.push((accounts ?? []).map((account) => account.address)),
    )
    await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    wallet.addressesChanged([
      { address: ordinal, intention: 'ordinal' },
      { address: payment, intention: 'payment' },
    ])
    wallet.addressesChanged('not addresses')
    expect(wallet.accounts.map((account) => account.address)).toEqual([payment, ordinal])
    wallet.end()
    expect(heard).toEqual([[payment, ordinal], []])
    expect(wallet.accounts).toEqual([])
    await expect(features['bitcoin:connect'].connect({ purposes: ['payment'] })).rejects.toThrow('has ended')
  })

  it("session accounts: the app's networks only, Bitcoin addresses only", () => {
    const accounts = bitcoinSessionAccounts(
      {
        bip122: {
          accounts: [
            `${bitcoinMainnet.caipNetworkId}:${payment}`,
            `${bitcoinMainnet.caipNetworkId}:not-an-address`,
            `bip122:000000000933ea01ad0ee984209779ba:tb1qexample`,
          ],
        },
      },
      [bitcoinMainnet],
    )
    expect(accounts).toEqual([{ address: payment, caipAddress: `${bitcoinMainnet.caipNetworkId}:${payment}`, namespace: 'bip122', type: 'payment' }])
  })
})
