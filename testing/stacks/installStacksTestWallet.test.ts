/**
 * The Stacks installer in headless Chromium against a tiny local page: the provider appears at its
 * path and in `wbip_providers` (as Stacks Connect and Foyer look for it), answers SIP-030 requests
 * with JSON-RPC responses, signs a message verified in Node with @stacks/encryption, rejects a
 * refusal with the JSON-RPC error as Leather does, and the key appears nowhere in the page.
 */
import { verifyMessageSignatureRsv } from '@stacks/encryption'
import { expect, test } from 'vitest'
import { useDappPage } from '../../test/browser/useDappPage'
import { createStacksTestWallet } from './createStacksTestWallet'
import { installStacksTestWallet } from './installStacksTestWallet'
import { stacksTestWalletSecretKey } from '../../test/stacks/setupStacksTestWallet'

const dapp = useDappPage()

test('installs at its path and in wbip_providers, answers JSON-RPC, signs in Node and rejects like Leather', async () => {
  const secretKey = stacksTestWalletSecretKey('browser')
  const wallet = createStacksTestWallet({ secretKey })
  const context = await dapp.browser.newContext()
  await installStacksTestWallet(context, wallet, { info: { id: 'Test.StacksProvider', name: 'Alice Stacks' } })
  const page = await context.newPage()
  await page.goto(dapp.url)
  const answers = await page.evaluate(async () => {
    type Provider = { request(method: string, params?: unknown): Promise<{ result: { addresses?: unknown[]; signature?: string } }> }
    const scope = window as unknown as { Test: { StacksProvider: Provider }; wbip_providers: Array<{ id: string; name: string; icon: string }> }
    const provider = scope.Test.StacksProvider
    const addresses = await provider.request('stx_getAddresses', { network: 'testnet' })
    const signed = await provider.request('stx_signMessage', { message: 'hello stacks' })
    const registered = scope.wbip_providers.map(({ id, name, icon }) => [id, name, icon.startsWith('data:image/')])
    return { addresses, signed, registered }
  })
  expect(answers.registered).toEqual([['Test.StacksProvider', 'Alice Stacks', true]])
  expect(answers.addresses).toEqual({ jsonrpc: '2.0', id: 1, result: { addresses: [{ symbol: 'STX', ...wallet.account }] } })
  expect(answers.signed).toMatchObject({ jsonrpc: '2.0', id: 2, result: { publicKey: wallet.account.publicKey } })
  expect(
    verifyMessageSignatureRsv({
      message: 'hello stacks',
      signature: (answers.signed as { result: { signature: string } }).result.signature,
      publicKey: wallet.account.publicKey,
    }),
  ).toBe(true)

  wallet.setRejectRequests(['stx_signMessage'])
  const refused = await page.evaluate(() => {
    const provider = (window as unknown as { Test: { StacksProvider: { request(method: string, params?: unknown): Promise<unknown> } } }).Test.StacksProvider
    return provider.request('stx_signMessage', { message: 'no' }).then(
      () => 'signed',
      (response: unknown) => response,
    )
  })
  expect(refused).toEqual({ jsonrpc: '2.0', id: 3, error: { code: 4001, message: 'User rejected the request.' } })
  expect(await page.content()).not.toContain(Buffer.from(secretKey).toString('hex'))
  await context.close()
}, 30_000)
