import { createPublicClient, createWalletClient, http, parseEventLogs } from 'viem'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, TEST_NFT_ADDRESS, USDC_ADDRESS } from './addresses'
import { deployContracts } from './deployContracts'
import { deployTestNft, testNftIdsOf } from './deployTestNft'
import { localChain } from './localChain'
import { startAnvil, type RunningAnvil } from './startAnvil'
import { TEST_NFT_NAME, TEST_NFT_SYMBOL, testNftAbi } from './testNft'

/* TestNft.sol on a real anvil: deployment at its fixed address, ownership, metadata and transfers. */
const [alice, bob, carol, dave] = ANVIL_ACCOUNTS
let anvil: RunningAnvil
let publicClient: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  publicClient = createPublicClient({ chain: localChain(31337, anvil.rpcUrl), transport: http() })
})
afterAll(() => anvil?.stop())

const read = <T>(functionName: string, args: unknown[] = []) =>
  publicClient.readContract({ address: TEST_NFT_ADDRESS, abi: testNftAbi, functionName, args }) as Promise<T>

async function send(from: { privateKey: Hex }, functionName: string, args: unknown[]) {
  const wallet = createWalletClient({ chain: localChain(31337, anvil.rpcUrl), transport: http(), account: privateKeyToAccount(from.privateKey) })
  const hash = await wallet.writeContract({ address: TEST_NFT_ADDRESS, abi: testNftAbi, functionName, args })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  return parseEventLogs({ abi: testNftAbi, logs: receipt.logs })
}

describe('TestNft', () => {
  it('refuses to deploy before USDC, then lands at its fixed address with 2 tokens each for #0..#2', async () => {
    await expect(deployTestNft(anvil.rpcUrl, 31337)).rejects.toThrow(/nonce is 0/)
    await deployContracts(anvil.rpcUrl, 31337)
    expect(await deployTestNft(anvil.rpcUrl, 31337)).toBe(TEST_NFT_ADDRESS)
    expect(await read('name')).toBe(TEST_NFT_NAME)
    expect(await read('symbol')).toBe(TEST_NFT_SYMBOL)
    expect(await read('totalSupply')).toBe(6n)
    for (const [index, account] of [alice, bob, carol].entries()) {
      expect(await read('balanceOf', [account.address])).toBe(2n)
      for (const id of testNftIdsOf(index)) expect(await read('ownerOf', [id])).toBe(account.address)
    }
    expect(await read('supportsInterface', ['0x80ac58cd'])).toBe(true)
    expect(await read('supportsInterface', ['0x5b5e139f'])).toBe(true)
    expect(await read('supportsInterface', ['0xffffffff'])).toBe(false)
    await expect(deployTestNft(anvil.rpcUrl, 31337)).rejects.toThrow(/nonce is 2/)
  })

  it('answers a data: URI with a name and an SVG image', async () => {
    const uri = await read<string>('tokenURI', [3n])
    expect(uri).toMatch(/^data:application\/json;base64,/)
    const json = JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString('utf8')) as { name: string; image: string }
    expect(json.name).toBe('Foyer Test NFT #3')
    expect(json.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(json.image.split(',')[1]!, 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*>#3<\/text><\/svg>$/)
    await expect(read('tokenURI', [99n])).rejects.toThrow(/NonexistentToken/)
  })

  it('transfers by owner or approved operator, and refuses others and contracts that cannot receive', async () => {
    const events = await send(bob, 'transferFrom', [bob.address, dave.address, 3n])
    expect(events).toMatchObject([{ eventName: 'Transfer', args: { from: bob.address, to: dave.address, tokenId: 3n } }])
    expect(await read('ownerOf', [3n])).toBe(dave.address)
    await expect(send(bob, 'transferFrom', [dave.address, bob.address, 3n])).rejects.toThrow(/NotAuthorized/)
    await send(dave, 'approve', [carol.address, 3n])
    await send(carol, 'safeTransferFrom', [dave.address, bob.address, 3n])
    expect(await read('ownerOf', [3n])).toBe(bob.address)
    expect(await read('getApproved', [3n])).toBe('0x0000000000000000000000000000000000000000')
    await expect(send(bob, 'safeTransferFrom', [bob.address, USDC_ADDRESS, 3n])).rejects.toThrow(/InvalidReceiver/)
  })
})
