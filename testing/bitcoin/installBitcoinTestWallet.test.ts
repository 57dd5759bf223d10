/**
 * The Bitcoin installer in headless Chromium against a tiny local page: the wallet registers with
 * the Wallet Standard (seen by a page-side `wallet-standard:app-ready` listener, as
 * @wallet-standard/app does it), connects the payment and ordinals accounts in the order asked,
 * signs a BIP-322 message verified in Node with bip322-js, refuses with a coded Error, and the seed
 * appears nowhere in the page.
 */
import { Verifier } from 'bip322-js'
import { expect, test } from 'vitest'
import { useDappPage } from '../../test/browser/useDappPage'
import { createBitcoinTestWallet } from './createBitcoinTestWallet'
import { installBitcoinTestWallet } from './installBitcoinTestWallet'
import { bitcoinTestWalletSeed } from './setupBitcoinTestWallet'

/** An account as the page receives it from the wallet. */
type PageAccount = { address: string; purpose: string; derivationPath: string; publicKey: Uint8Array }

/** The registered wallet as the page sees it: the features these tests call. */
type PageWallet = {
  name: string
  chains: string[]
  accounts: PageAccount[]
  features: {
    'bitcoin:connect': { connect(input: { purposes: string[] }): Promise<{ accounts: PageAccount[] }> }
    'bitcoin:signMessage': { signMessage(input: { account: PageAccount | undefined; message: Uint8Array }): Promise<Array<{ signature: Uint8Array }>> }
    'standard:connect': { connect(input: { silent: boolean }): Promise<{ accounts: PageAccount[] }> }
  }
}

const dapp = useDappPage()

test('registers, connects payment then ordinals, signs BIP-322 in Node and refuses', async () => {
  const seed = bitcoinTestWalletSeed('browser')
  const wallet = createBitcoinTestWallet({ seed, network: 'testnet' })
  const context = await dapp.browser.newContext()
  await installBitcoinTestWallet(context, wallet, { info: { chains: ['bitcoin:testnet'] } })
  const page = await context.newPage()
  await page.goto(dapp.url)
  const connected = await page.evaluate(async () => {
    type W = PageWallet
    const wallets: W[] = []
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (registered: W) => wallets.push(registered) } }))
    const wallet = wallets[0] as W
    ;(window as unknown as { __wallet: W }).__wallet = wallet
    const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    const message = new TextEncoder().encode('hello bitcoin')
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({ account: accounts[0], message })
    return {
      name: wallet.name,
      chains: wallet.chains,
      features: Object.keys(wallet.features).sort(),
      accounts: accounts.map((account) => [account.address, account.purpose, account.derivationPath, account.publicKey.length]),
      signature: btoa(String.fromCharCode(...output!.signature)),
    }
  })
  const { payment, ordinals } = wallet.accounts
  expect(connected).toMatchObject({
    name: 'Foyer Bitcoin Test Wallet',
    chains: ['bitcoin:testnet'],
    features: ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction', 'standard:connect', 'standard:disconnect', 'standard:events'],
    accounts: [
      [payment.address, 'payment', "m/84'/1'/0'/0/0", 33],
      [ordinals.address, 'ordinals', "m/86'/1'/0'/0/0", 32],
    ],
  })
  expect(payment.address).toMatch(/^tb1q/)
  expect(Verifier.verifySignature(payment.address, 'hello bitcoin', connected.signature)).toBe(true)

  wallet.setRejectRequests(['signMessage'])
  const refused = await page.evaluate(async () => {
    const wallet = (window as unknown as { __wallet: PageWallet }).__wallet
    return wallet.features['bitcoin:signMessage'].signMessage({ account: wallet.accounts[0], message: new Uint8Array([1]) }).then(
      () => 'signed',
      (error: Error & { code?: number }) => `${error.code} ${error.message}`,
    )
  })
  expect(refused).toBe('4001 User rejected the request.')

  // The grant outlives the page: after a reload a silent standard:connect answers the accounts
  // (a refusing wallet shows nothing for it), and after a disconnect none.
  const silentConnect = () =>
    page.evaluate(async () => {
      type W = PageWallet
      const wallets: W[] = []
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (registered: W) => wallets.push(registered) } }))
      const { accounts } = await (wallets[0] as W).features['standard:connect'].connect({ silent: true })
      return accounts.map((account) => account.address)
    })
  await page.reload()
  expect(await silentConnect()).toEqual([payment.address, ordinals.address])
  wallet.setRejectRequests(false)
  await wallet.request({ method: 'disconnect' })
  await page.reload()
  expect(await silentConnect()).toEqual([])
  expect(await page.content()).not.toContain(Buffer.from(seed).toString('hex'))
  await context.close()
}, 30_000)
