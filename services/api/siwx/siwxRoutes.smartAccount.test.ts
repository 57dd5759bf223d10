/*
 * A smart account signs in: a minimal ERC-1271 wallet (compiled here with solc, owned by anvil #0)
 * is deployed on anvil, the SIWX message names the contract's address, the owner signs, and the API
 * accepts it only because viem's verification asks the contract (`isValidSignature`) over the chain's
 * RPC. A signature by another key is refused by the same contract.
 */
import solc from 'solc'
import { createWalletClient, getAddress, http } from 'viem'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
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
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity >=0.8.0;
contract TestSmartAccount {
  address public immutable owner;
  constructor(address owner_) { owner = owner_; }
  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    if (signature.length != 65) return 0xffffffff;
    bytes32 r = bytes32(signature[0:32]);
    bytes32 s = bytes32(signature[32:64]);
    uint8 v = uint8(signature[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}`
let anvil: RunningAnvil
let api: RunningServer
let database: SqlDatabase
let accountAddress: Address

function compile(): { abi: unknown[]; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { 'TestSmartAccount.sol': { content: SOURCE } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = z
    .object({ contracts: z.record(z.string(), z.record(z.string(), z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) }))) })
    .parse(JSON.parse(solc.compile(JSON.stringify(input)) as string))
  const contract = output.contracts['TestSmartAccount.sol']?.TestSmartAccount
  if (!contract) throw new Error('TestSmartAccount did not compile')
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  database = await openDatabase({ memory: true })
  const { abi, bytecode } = compile()
  const wallet = createWalletClient({ account: owner, chain: localChain(CHAIN, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
  const hash = await wallet.deployContract({ abi, bytecode, args: [owner.address] })
  const receipt = await publicClientOf(anvil.rpcUrl, CHAIN).waitForTransactionReceipt({ hash })
  accountAddress = getAddress(receipt.contractAddress as Address)
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

it('an ERC-1271 smart account signs in with its owner’s signature, checked by the contract on chain', async () => {
  const message = await messageFor(accountAddress)
  const created = await post('/v1/sessions', { message, signature: await owner.signMessage({ message }) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  expect(created.body.session).toMatchObject({ address: accountAddress, chainId: `eip155:${CHAIN}` })
})

it('the smart account refuses a signature by a key that does not own it', async () => {
  const message = await messageFor(accountAddress)
  const stranger = privateKeyToAccount(ANVIL_ACCOUNTS[4].privateKey)
  expect(await post('/v1/sessions', { message, signature: await stranger.signMessage({ message }) })).toEqual({ status: 401, body: { error: 'Invalid SIWX signature' } })
})
