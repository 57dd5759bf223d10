/*
 * The stacks adapter's restore against the Stacks test wallet (its provider installed in this
 * process): a fresh adapter (the next page load) takes the stored account back without asking the
 * wallet anything (its address requests always prompt) while the provider is still in the page,
 * and the next signature goes to the wallet; stored accounts that are malformed, of another family
 * or of the other network kind, and a provider that is gone, stay disconnected without throwing or
 * prompting. A plain EventTarget stands in for `window`.
 */
import { verifyMessageSignatureRsv } from '@stacks/encryption'
import { describe, expect, it } from 'vitest'
import { stacksMainnet, stacksTestnet } from '../../../src/chains/stacksChains'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import { setupStacksTestWallet, stacksTestWalletSecretKey } from '../../../test/stacks/setupStacksTestWallet'
import { createStacksAdapter, storedStacksAccount } from './stacksAdapter'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

const scope = ((globalThis as { window?: unknown }).window ??= new EventTarget()) as Record<string, unknown>

const destroy = destroyAfterEach()

const adapterFor = (networks = [stacksTestnet, stacksMainnet]) => {
  const adapter = createStacksAdapter({ networks })
  destroy.push(() => adapter.destroy())
  return adapter
}
const setup = (id: string) => setupStacksTestWallet({ secretKey: stacksTestWalletSecretKey(id), info: { id, name: `${id} wallet` } })

async function connected(id: string) {
  const wallet = setup(id)
  const first = adapterFor()
  await first.connect({ walletId: id })
  return { wallet, session: { walletId: id, caipNetworkId: stacksTestnet.caipNetworkId, accounts: first.getState().accounts } }
}

describe('createStacksAdapter restore', () => {
  it('takes the stored account back without a request to the wallet; the next signature goes to the wallet', async () => {
    const { wallet, session } = await connected('RestoreStx')
    const prompts = wallet.prompts
    const next = adapterFor()
    const statuses = recordStatuses(next)
    const restored = await next.restore!(session)
    expect(wallet.prompts).toBe(prompts)
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(restored).toEqual({ status: 'connected', walletId: 'RestoreStx', caipNetwork: stacksTestnet, accounts: session.accounts })

    const signature = await next.signMessage({ message: 'after a reload' })
    expect(wallet.prompts).toBe(prompts + 1)
    expect(verifyMessageSignatureRsv({ message: 'after a reload', signature, publicKey: wallet.account.publicKey })).toBe(true)
    expect(await next.restore!(session)).toBe(next.getState())

    // A wallet that forgot the site refuses the signature; the restore itself could not know.
    wallet.revoke()
    await expect(next.signMessage({ message: 'x' })).rejects.toMatchObject({ name: 'SignMessageError', rejected: false, cause: { code: -32002 } })
  })

  it('stays disconnected, without a prompt or a throw, for malformed stored accounts or a provider that is gone', async () => {
    const { wallet, session } = await connected('MalformedStx')
    const [account] = session.accounts as [NamespaceAccount]
    const prompts = wallet.prompts
    const mainnetAddress = setupStacksTestWallet({ secretKey: stacksTestWalletSecretKey('MalformedStx'), network: 'mainnet', info: { id: 'MainnetKeys' } })
      .account.address
    const malformed: NamespaceAccount[][] = [
      [],
      [{ ...account, namespace: 'bip122' }],
      [{ ...account, address: 'STnotc32', caipAddress: `${stacksTestnet.caipNetworkId}:STnotc32` }],
      [{ ...account, address: mainnetAddress, caipAddress: `${stacksTestnet.caipNetworkId}:${mainnetAddress}` }],
      [{ ...account, caipAddress: `${stacksTestnet.caipNetworkId}:ST000000000000000000002AMW42H` }],
      [{ ...account, caipAddress: `bip122:000000000019d6689c085ae165831e93:${account.address}` }],
      [{ ...account, publicKey: 'not a key' }],
    ]
    for (const accounts of malformed) {
      const adapter = adapterFor()
      expect(await adapter.restore!({ ...session, accounts })).toEqual({ status: 'disconnected', accounts: [], caipNetwork: stacksTestnet })
      await expect(adapter.signMessage({ message: 'x' })).rejects.toThrow('No Stacks account is connected.')
    }
    // A testnet account for an app that kept only mainnet (the stored network is gone).
    expect(await adapterFor([stacksMainnet]).restore!(session)).toMatchObject({ status: 'disconnected', accounts: [] })

    delete scope.MalformedStx
    expect(await adapterFor().restore!(session)).toMatchObject({ status: 'disconnected', accounts: [] })
    expect(wallet.prompts).toBe(prompts)
  })
})

describe('storedStacksAccount', () => {
  it("keeps a stored account of the network's kind, writes it on that network, and drops a 0x from its key", () => {
    const { account } = setup('StoredStx')
    const stored: NamespaceAccount = {
      address: account.address,
      caipAddress: `stacks:2147483648:${account.address}`,
      namespace: 'stacks',
      publicKey: `0x${account.publicKey.toUpperCase()}`,
    }
    const testnetLike = { ...stacksTestnet, caipNetworkId: 'stacks:2147483649' as const, id: '2147483649' }
    expect(storedStacksAccount([stored], testnetLike)).toEqual({
      address: account.address,
      caipAddress: `stacks:2147483649:${account.address}`,
      namespace: 'stacks',
      publicKey: account.publicKey,
    })
    expect(storedStacksAccount([{ ...stored, publicKey: undefined }], stacksTestnet)?.publicKey).toBeUndefined()
    expect(storedStacksAccount([stored], stacksMainnet)).toBeUndefined()
  })
})
