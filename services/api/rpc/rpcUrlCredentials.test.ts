import { describe, expect, it } from 'vitest'
import { rpcUrlCredentials } from './rpcUrlCredentials'

describe('rpcUrlCredentials', () => {
  it.each([
    ['https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef', 'a key-like path segment'],
    ['https://eth-mainnet.g.alchemy.com/v2/Xy7kQ2mN9pR4tV6wZ1aB3cD5', 'a key-like path segment'],
    ['https://damp-wild-sky.quiknode.pro/4f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6/', 'a key-like path segment'],
    ['https://mainnet.helius-rpc.com/?api-key=abc', 'a key-like query parameter (api-key)'],
    ['https://rpc.example.com/?token=abc', 'a key-like query parameter (token)'],
    ['https://user:secret@rpc.example.com/', 'user information (user:password@)'],
    ['https://user@rpc.example.com/', 'user information (user:password@)'],
  ])('finds credentials in %s', (url, why) => {
    expect(rpcUrlCredentials(url)).toBe(why)
  })

  it.each([
    'https://rpc.ankr.com/eth',
    'https://cloudflare-eth.com',
    'https://mainnet.base.org',
    'https://arb1.arbitrum.io/rpc',
    'https://api.mainnet-beta.solana.com',
    'https://rpc.flashbots.net/fast',
    'http://127.0.0.1:8545',
    'https://api.example.com/v1/?chainId=1&projectId=shop',
    'not a url',
  ])('finds none in %s', (url) => {
    expect(rpcUrlCredentials(url)).toBeUndefined()
  })
})
