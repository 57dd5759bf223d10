import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { NAME_RESOLVER_ADDRESS } from './nameResolver'

it("the demo's chains name the resolver where the stack deploys it", () => {
  const chains = readFileSync(new URL('../../demo/chains.ts', import.meta.url), 'utf8')
  expect(chains).toContain(`localNameResolver = '${NAME_RESOLVER_ADDRESS}'`)
})
