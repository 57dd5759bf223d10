import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTokenLists, parseTokenList, TokenListError } from './loadTokenLists'
import { createTokenRegistry } from './tokenRegistry'

/* Token lists from files, URLs (a real local HTTP server) and the shipped default, checked with the Token Lists schema. */
const usdc = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const, name: 'USDCoin', symbol: 'USDC', decimals: 6 }
const goodList = { name: 'Good', timestamp: '2026-01-01T00:00:00.000Z', version: { major: 1, minor: 0, patch: 0 }, tokens: [usdc] }
const solanaEntry = { chainId: 501000101, address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USD Coin', symbol: 'USDC', decimals: 6 }

const dir = mkdtempSync(join(tmpdir(), 'foyer-token-lists-'))
const file = (name: string, content: unknown) => {
  const path = join(dir, name)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

let server: ReturnType<typeof createServer>
let baseUrl = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/list.json') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(goodList))
    if (request.url === '/moved.json') return response.writeHead(302, { location: '/list.json' }).end()
    if (request.url === '/bad.json') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...goodList, name: '' }))
    response.writeHead(404).end('not here')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('loadTokenLists', () => {
  it('reads a list file, keyed by chain and address', async () => {
    const tokens = await loadTokenLists([file('good.json', goodList)])
    expect(tokens).toEqual([usdc])
    const registry = createTokenRegistry(tokens)
    expect(registry.find(1, usdc.address.toLowerCase())?.symbol).toBe('USDC')
    // Same address on another chain is another token.
    expect(registry.find(10, usdc.address)).toBeUndefined()
  })

  it('reads a list over HTTP and refuses one that fails the schema, naming it', async () => {
    expect(await loadTokenLists([`${baseUrl}/list.json`])).toEqual([usdc])
    // A moved list is followed (here to the same loopback server).
    expect(await loadTokenLists([`${baseUrl}/moved.json`])).toEqual([usdc])
    const bad = `${baseUrl}/bad.json`
    const error = await loadTokenLists([bad]).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TokenListError)
    expect((error as TokenListError).list).toBe(bad)
    expect((error as Error).message).toContain(`Token list ${bad}: does not follow the Token Lists schema`)
    expect((error as Error).message).toContain('/name')
    await expect(loadTokenLists([`${baseUrl}/missing.json`])).rejects.toThrow(`Token list ${baseUrl}/missing.json: answered HTTP 404`)
  })

  it('refuses a plain-http URL off this machine, an unreadable file and a file that is not JSON', async () => {
    await expect(loadTokenLists(['http://tokens.example.com/list.json'])).rejects.toThrow('a list URL must use https')
    await expect(loadTokenLists([join(dir, 'nope.json')])).rejects.toThrow('could not be read')
    await expect(loadTokenLists([file('text.json', 'not json')])).rejects.toThrow('is not JSON')
  })

  it('refuses an EVM entry the schema refuses (bad address, decimals out of range)', () => {
    expect(() => parseTokenList('x', { ...goodList, tokens: [{ ...usdc, address: '0x1234' }] })).toThrow(TokenListError)
    expect(() => parseTokenList('x', { ...goodList, tokens: [{ ...usdc, decimals: 300 }] })).toThrow(TokenListError)
  })

  it("sets aside another namespace's entries (Solana mints) before the schema check", () => {
    expect(parseTokenList('mixed', { ...goodList, tokens: [usdc, solanaEntry] })).toEqual([usdc])
  })

  it('ships a default list with the major tokens of the usual chains', async () => {
    const registry = createTokenRegistry(await loadTokenLists(['default']))
    expect(registry.find(1, usdc.address)).toMatchObject({ symbol: 'USDC', decimals: 6 })
    for (const chainId of [1, 10, 56, 137, 8453, 42161, 43114]) expect(registry.onChain(chainId).length).toBeGreaterThan(10)
  })

  it('keeps the first entry of a token listed twice', () => {
    const registry = createTokenRegistry([usdc, { ...usdc, address: usdc.address.toLowerCase() as `0x${string}`, name: 'Other', symbol: 'OTH' }])
    expect(registry.onChain(1)).toHaveLength(1)
    expect(registry.find(1, usdc.address)?.symbol).toBe('USDC')
  })
})
