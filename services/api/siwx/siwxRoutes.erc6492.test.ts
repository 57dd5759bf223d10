/*
 * A counterfactual smart account signs in (ERC-6492): only a factory is deployed on anvil; the
 * account's address is where the factory would CREATE2 it, and has no code. The signature wraps the
 * owner's signature with the factory call that would deploy the account, and the API accepts it
 * because viem's verification simulates that deployment and asks the would-be account
 * (`isValidSignature`) in one deployless `eth_call`: nothing is deployed. A stranger's signature
 * wrapped the same way is refused.
 */
import solc from 'solc'
import { createWalletClient, encodeFunctionData, getAddress, http, keccak256, toHex } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { localChain } from '../../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { openDatabase } from '../../store/openDatabase'
import type { SqlDatabase } from '../../store/SqlDatabase'
import { publicClientOf } from '../../../test/services/convertTestKit'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { siwxRoutes } from './siwxRoutes'

const CHAIN = 31337
const SITE = 'http://127.0.0.1:5173'
const owner = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const SALT = keccak256(toHex('foyer-6492'))
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity >=0.8.0;
contract CounterfactualAccount {
  address public immutable owner;
  constructor(address owner_) { owner = owner_; }
  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    if (signature.length != 65) return 0xffffffff;
    bytes32 r = bytes32(signature[0:32]);
    bytes32 s = bytes32(signature[32:64]);
    uint8 v = uint8(signature[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}
contract CounterfactualAccountFactory {
  function deploy(address owner, bytes32 salt) external returns (address) {
    return address(new CounterfactualAccount{salt: salt}(owner));
  }
  function addressOf(address owner, bytes32 salt) external view returns (address) {
    bytes32 code = keccak256(abi.encodePacked(type(CounterfactualAccount).creationCode, abi.encode(owner)));
    return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
  }
}`
let anvil: RunningAnvil
let api: RunningServer
let database: SqlDatabase
let factory: Address
let factoryAbi: Abi
let accountAddress: Address

function compile(): { abi: Abi; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { 'Counterfactual.sol': { content: SOURCE } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = z
    .object({ contracts: z.record(z.string(), z.record(z.string(), z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) }))) })
    .parse(JSON.parse(solc.compile(JSON.stringify(input)) as string))
  const contract = output.contracts['Counterfactual.sol']?.CounterfactualAccountFactory
  if (!contract) throw new Error('CounterfactualAccountFactory did not compile')
  return { abi: contract.abi as Abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  database = await openDatabase({ memory: true })
  const { abi, bytecode } = compile()
  factoryAbi = abi
  const wallet = createWalletClient({ account: owner, chain: localChain(CHAIN, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
  const client = publicClientOf(anvil.rpcUrl, CHAIN)
  const receipt = await client.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi, bytecode }) })
  factory = getAddress(receipt.contractAddress as Address)
  accountAddress = (await client.readContract({ address: factory, abi, functionName: 'addressOf', args: [owner.address, SALT] })) as Address
  const chains = [{ id: CHAIN, name: 'Local', rpcUrl: anvil.rpcUrl }]
  const projects = [{ id: 'siwx-test', allowedOrigins: ['http://127.0.0.1:*'] }]
  api = await createApiServer({ chains, routes: siwxRoutes({ chains, projects, database }) }).listen(0, '127.0.0.1')
}, 180_000)

afterAll(async () => {
  await api?.close()
  await database?.close()
  await anvil?.stop()
})

async function post(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { origin: SITE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function messageFor(address: Address): Promise<string> {
  const { body } = await post('/v1/sessions/nonce?projectId=siwx-test')
  return createSiweMessage({ address, chainId: CHAIN, domain: '127.0.0.1:5173', uri: `${SITE}/`, version: '1', nonce: body.nonce as string })
}

/** The signer's signature wrapped for ERC-6492 with the factory call that would deploy the account. */
const wrapped = (signature: Hex) =>
  serializeErc6492Signature({ address: factory, data: encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args: [owner.address, SALT] }), signature })

const codeAt = (address: Address) => publicClientOf(anvil.rpcUrl, CHAIN).getCode({ address })

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
  expect(await post('/v1/sessions', { message, signature: wrapped(await stranger.signMessage({ message })) })).toEqual({ status: 401, body: { error: 'Invalid SIWX signature' } })
})

it('refuses the owner’s plain signature for the undeployed account (nothing on chain to ask)', async () => {
  const message = await messageFor(accountAddress)
  expect((await post('/v1/sessions', { message, signature: await owner.signMessage({ message }) })).status).toBe(401)
})
