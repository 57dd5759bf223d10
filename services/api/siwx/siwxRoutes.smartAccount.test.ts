/*
 * A smart account signs in: a minimal ERC-1271 wallet (compiled here with solc, owned by anvil #0)
 * is deployed on anvil, the SIWX message names the contract's address, the owner signs, and the API
 * accepts it only because viem's verification asks the contract (`isValidSignature`) over the chain's
 * RPC. A signature by another key is refused by the same contract.
 */
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { compileContract, SIWX_CHAIN as CHAIN, siwxOwner as owner, smartAccountSource, startSiwxTestApi } from '../../../test/services/siwxTestKit'
import type { SiwxTestApi } from '../../../test/services/siwxTestKit'

let kit: SiwxTestApi
let accountAddress: Address

beforeAll(async () => {
  kit = await startSiwxTestApi()
  accountAddress = await kit.deploy(compileContract(smartAccountSource('TestSmartAccount'), 'TestSmartAccount'), [owner.address])
}, 180_000)

afterAll(() => kit?.close())

const post = (path: string, body?: unknown) => kit.call('POST', path, body)
const messageFor = (address: Address) => kit.messageFor(address)

it('an ERC-1271 smart account signs in with its owner’s signature, checked by the contract on chain', async () => {
  const message = await messageFor(accountAddress)
  const created = await post('/v1/sessions', { message, signature: await owner.signMessage({ message }) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(created.body.session).toMatchObject({ address: accountAddress, chainId: `eip155:${CHAIN}` })
})

it('the smart account refuses a signature by a key that does not own it', async () => {
  const message = await messageFor(accountAddress)
  const stranger = privateKeyToAccount(ANVIL_ACCOUNTS[4].privateKey)
  expect(await post('/v1/sessions', { message, signature: await stranger.signMessage({ message }) })).toEqual({
    status: 401,
    body: { error: 'Invalid SIWX signature' },
  })
})
