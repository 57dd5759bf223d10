/*
 * A counterfactual smart account signs in (ERC-6492): only a factory is deployed on anvil; the
 * account's address is where the factory would CREATE2 it, and has no code. The signature wraps the
 * owner's signature with the factory call that would deploy the account, and the API accepts it
 * because viem's verification simulates that deployment and asks the would-be account
 * (`isValidSignature`) in one deployless `eth_call`: nothing is deployed. A stranger's signature
 * wrapped the same way is refused.
 */
import { encodeFunctionData, keccak256, toHex } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { publicClientOf } from '../../../test/services/convertTestKit'
import { compileContract, SIWX_CHAIN as CHAIN, siwxOwner as owner, smartAccountSource, startSiwxTestApi } from '../../../test/services/siwxTestKit'
import type { SiwxTestApi } from '../../../test/services/siwxTestKit'

const SALT = keccak256(toHex('foyer-6492'))
const SOURCE = `${smartAccountSource('CounterfactualAccount')}
contract CounterfactualAccountFactory {
  function deploy(address owner, bytes32 salt) external returns (address) {
    return address(new CounterfactualAccount{salt: salt}(owner));
  }
  function addressOf(address owner, bytes32 salt) external view returns (address) {
    bytes32 code = keccak256(abi.encodePacked(type(CounterfactualAccount).creationCode, abi.encode(owner)));
    return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
  }
}`
let kit: SiwxTestApi
let factory: Address
let factoryAbi: Abi
let accountAddress: Address

beforeAll(async () => {
  kit = await startSiwxTestApi()
  const compiled = compileContract(SOURCE, 'CounterfactualAccountFactory')
  factoryAbi = compiled.abi
  factory = await kit.deploy(compiled)
  const client = publicClientOf(kit.anvil.rpcUrl, CHAIN)
  accountAddress = (await client.readContract({ address: factory, abi: factoryAbi, functionName: 'addressOf', args: [owner.address, SALT] })) as Address
}, 180_000)

afterAll(() => kit?.close())

const post = (path: string, body?: unknown) => kit.call('POST', path, body)
const messageFor = (address: Address) => kit.messageFor(address)

/** The signer's signature wrapped for ERC-6492 with the factory call that would deploy the account. */
const wrapped = (signature: Hex) =>
  serializeErc6492Signature({ address: factory, data: encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args: [owner.address, SALT] }), signature })

const codeAt = (address: Address) => publicClientOf(kit.anvil.rpcUrl, CHAIN).getCode({ address })

it('an undeployed (counterfactual) smart account signs in with an ERC-6492 signature, and stays undeployed', async () => {
  expect(await codeAt(accountAddress)).toBeUndefined()
  const message = await messageFor(accountAddress)
  const created = await post('/v1/sessions', { message, signature: wrapped(await owner.signMessage({ message })) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(created.body.session).toMatchObject({ address: accountAddress, chainId: `eip155:${CHAIN}` })
  // Verified by simulation only: the account was never deployed.
  expect(await codeAt(accountAddress)).toBeUndefined()
})

it('refuses a stranger’s signature in the same ERC-6492 wrapping', async () => {
  const message = await messageFor(accountAddress)
  const stranger = privateKeyToAccount(ANVIL_ACCOUNTS[4].privateKey)
  expect(await post('/v1/sessions', { message, signature: wrapped(await stranger.signMessage({ message })) })).toEqual({
    status: 401,
    body: { error: 'Invalid SIWX signature' },
  })
})

it('refuses the owner’s plain signature for the undeployed account (nothing on chain to ask)', async () => {
  const message = await messageFor(accountAddress)
  expect((await post('/v1/sessions', { message, signature: await owner.signMessage({ message }) })).status).toBe(401)
})
