import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountRoutes } from '../../services/api/account/accountRoutes'
import { localTokens } from '../../devstack/chain/testToken'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { ANVIL_ACCOUNTS, TEST_NFT_ADDRESS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { deployContracts } from '../../devstack/chain/deployContracts'
import { deployTestNft } from '../../devstack/chain/deployTestNft'
import { localChain } from '../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { testNftAbi } from '../../devstack/chain/testNft'
import { errorMessages } from '../errors/messages'
import { getAccountNfts } from './blockchainApi'
import { HttpRequestError } from '../errors/httpErrors'
import { Hono } from 'hono'
import type { ApiEnv } from '../../services/api/apiDomain'

/*
 * `GET /v1/account/{address}/nfts` through the client, against the real API over a real anvil with
 * the stack's contracts (USDC, then TestNft minting ids 1-2 to #0, 3-4 to #1, 5-6 to #2).
 */
let anvil: RunningAnvil
let api: RunningServer
let odd: RunningServer
const [, alice, , dave] = ANVIL_ACCOUNTS
const client = (address: string = alice.address) => ({ apiUrl: api.url, projectId: 'test-project', address, chainId: 31337 })

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  await deployTestNft(anvil.rpcUrl, 31337)
  const chains = [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({ chains, domains: [accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS) })] }).listen(0, '127.0.0.1')
  const unsafe = {
    chainId: 'eip155:1',
    address: 'eip155:1:0x1',
    tokenId: '1',
    collection: { name: 'X', symbol: 'X' },
    name: 'X',
    description: null,
    image: 'javascript:alert(1)',
  }
  odd = await createApiServer({
    chains: [],
    domains: [{ app: new Hono<ApiEnv>().get('/v1/account/:address/nfts', (c) => c.json({ nfts: [unsafe] })) }],
  }).listen(0, '127.0.0.1')
})

afterAll(async () => {
  await api?.close()
  await odd?.close()
  await anvil?.stop()
})

describe('getAccountNfts', () => {
  it('lists the NFTs minted to account #1 with their on-chain name and SVG image', async () => {
    const nfts = await getAccountNfts(client())
    expect(nfts.map((nft) => nft.tokenId)).toEqual(['3', '4'])
    expect(nfts[0]).toEqual({
      chainId: 'eip155:31337',
      address: `eip155:31337:${TEST_NFT_ADDRESS}`,
      tokenId: '3',
      collection: { name: 'Foyer Test NFT', symbol: 'FTNFT' },
      name: 'Foyer Test NFT #3',
      description: 'A test NFT of the Foyer local chain.',
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    const svg = Buffer.from(nfts[0]!.image!.split(',')[1]!, 'base64').toString('utf8')
    expect(svg).toContain('>#3</text>')
  })

  it('follows transfers: the sent token moves to the receiver', async () => {
    const wallet = createWalletClient({ chain: localChain(31337, anvil.rpcUrl), transport: http(), account: privateKeyToAccount(alice.privateKey) })
    const hash = await wallet.writeContract({
      address: TEST_NFT_ADDRESS,
      abi: testNftAbi,
      functionName: 'transferFrom',
      args: [alice.address, dave.address, 3n],
    })
    await createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 }).waitForTransactionReceipt({ hash })
    expect((await getAccountNfts(client())).map((nft) => nft.tokenId)).toEqual(['4'])
    expect((await getAccountNfts(client(dave.address.toLowerCase()))).map((nft) => nft.tokenId)).toEqual(['3'])
  })

  it('answers an empty list for an account without NFTs and for chains the API does not serve', async () => {
    expect(await getAccountNfts(client(ANVIL_ACCOUNTS[5].address))).toEqual([])
    expect(await getAccountNfts({ ...client(), chainId: 'eip155:1' })).toEqual([])
    expect(await getAccountNfts({ ...client(), chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual([])
  })

  it('a bad address is a 400; an image that is not an image URL is a response error', async () => {
    const bad = await getAccountNfts(client('0x12')).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(HttpRequestError)
    expect(bad).toMatchObject({ status: 400, serverMessage: 'Invalid address', shortMessage: errorMessages.default })
    const unsafe = await getAccountNfts({ ...client(), apiUrl: odd.url, supportedChains: { http: ['eip155:31337'], ws: [] } }).catch((e: unknown) => e)
    expect(unsafe).toBeInstanceOf(HttpRequestError)
  })
})
