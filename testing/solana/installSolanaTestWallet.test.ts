/**
 * The Solana installer in headless Chromium against a tiny local page: the wallet registers with
 * the Wallet Standard (seen by a page-side `wallet-standard:app-ready` listener, as
 * @wallet-standard/app does it), connects, signs a message verified in Node, refuses with a coded
 * Error, pushes account switches, and the secret key appears nowhere in the page.
 */
import { createPublicKey, verify } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { useDappPage } from '../../test/browser/useDappPage'
import { createSolanaTestWallet } from './createSolanaTestWallet'
import { installSolanaTestWallet } from './installSolanaTestWallet'

/** An account as the page receives it from the wallet. */
type PageAccount = { address: string }

/** The registered wallet as the page sees it: the features these tests call. */
type PageWallet = {
  accounts: PageAccount[]
  features: {
    'standard:events': { on(event: 'change', listener: (properties: { accounts: PageAccount[] }) => void): () => void }
    'standard:connect': { connect(): Promise<{ accounts: PageAccount[] }> }
    'solana:signMessage': { signMessage(input: { account: PageAccount | undefined; message: Uint8Array }): Promise<Array<{ signature: Uint8Array }>> }
  }
}

const alice = Keypair.fromSeed(new Uint8Array(32).fill(3))
const bob = Keypair.fromSeed(new Uint8Array(32).fill(4))
const dapp = useDappPage()

test('registers, connects, signs in Node, refuses and switches accounts', async () => {
  const context = await dapp.browser.newContext()
  const wallet = createSolanaTestWallet({ keypair: alice })
  const controller = await installSolanaTestWallet(context, wallet)
  const page = await context.newPage()
  await page.goto(dapp.url)
  // What @wallet-standard/app does: announce app-ready and keep what registers.
  await page.evaluate(() => {
    const scope = window as unknown as { __wallets: unknown[]; __changes: string[][] }
    scope.__wallets = []
    scope.__changes = []
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (wallet: unknown) => scope.__wallets.push(wallet) } }))
  })
  const registered = await page.evaluate(() => {
    const [wallet] = (window as unknown as { __wallets: Array<{ name: string; features: Record<string, unknown> }> }).__wallets
    return { name: wallet?.name, features: Object.keys(wallet?.features ?? {}).sort() }
  })
  expect(registered).toEqual({
    name: 'Foyer Solana Test Wallet',
    features: ['solana:signAndSendTransaction', 'solana:signMessage', 'solana:signTransaction', 'standard:connect', 'standard:disconnect', 'standard:events'],
  })

  const signed = await page.evaluate(async () => {
    type W = PageWallet
    const scope = window as unknown as { __wallets: W[]; __changes: string[][] }
    const wallet = scope.__wallets[0] as W
    wallet.features['standard:events'].on('change', ({ accounts }) => scope.__changes.push(accounts.map((a) => a.address)))
    const { accounts } = await wallet.features['standard:connect'].connect()
    const message = new TextEncoder().encode('hello solana')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account: accounts[0], message })
    return { address: accounts[0]!.address, signature: Array.from(output!.signature) }
  })
  expect(signed.address).toBe(alice.publicKey.toBase58())
  const key = createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), alice.publicKey.toBuffer()]), format: 'der', type: 'spki' })
  expect(verify(null, Buffer.from('hello solana'), key, Buffer.from(signed.signature))).toBe(true)

  controller.setRejectRequests(['signMessage'])
  const refused = await page.evaluate(async () => {
    const wallet = (window as unknown as { __wallets: PageWallet[] }).__wallets[0]!
    return wallet.features['solana:signMessage'].signMessage({ account: wallet.accounts[0], message: new Uint8Array([1]) }).then(
      () => 'signed',
      (error: Error & { code?: number }) => `${error.code} ${error.message}`,
    )
  })
  expect(refused).toBe('4001 User rejected the request.')

  await controller.switchAccount(bob)
  await controller.disconnect()
  expect(await page.evaluate(() => (window as unknown as { __changes: string[][] }).__changes)).toEqual([
    [alice.publicKey.toBase58()],
    [bob.publicKey.toBase58()],
    [],
  ])
  const html = await page.content()
  expect(html).not.toContain(Buffer.from(alice.secretKey).toString('base64'))
  await context.close()
}, 30_000)
