import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LIST_CHAINS, DEFAULT_TOKEN_LIST_PATH, defaultTokenListText } from './buildDefaultTokenList'
import { parseTokenList } from './loadTokenLists'

/* The committed default list is what the script makes from @uniswap/default-token-list, and follows the schema. */
describe('defaultTokenList.json', () => {
  const committed = readFileSync(DEFAULT_TOKEN_LIST_PATH, 'utf8')

  it('is the output of buildDefaultTokenList (run `npm run tokens:default` after updating the package)', () => {
    expect(committed).toBe(defaultTokenListText())
  })

  it('follows the Token Lists schema and lists only the default chains', () => {
    const tokens = parseTokenList('default', JSON.parse(committed))
    expect(tokens.length).toBeGreaterThan(500)
    expect(tokens.every((token) => (DEFAULT_LIST_CHAINS as readonly number[]).includes(token.chainId))).toBe(true)
  })
})
