import solc from 'solc'
import { createWalletClient, getAddress, http } from 'viem'
import type { Abi, Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { ANVIL_ACCOUNTS } from '../../devstack/chain/addresses'
import { localChain } from '../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { siwxRoutes } from '../../services/api/siwx/siwxRoutes'
import type { SiwxRoutesOptions } from '../../services/api/siwx/siwxRoutes'
import { openDatabase } from '../../services/store/openDatabase'
import type { SqlDatabase } from '../../services/store/SqlDatabase'
import { publicClientOf } from './convertTestKit'

/** The chain id, page origin and project of the SIWX tests. */
export const SIWX_CHAIN = 31337
export const SIWX_SITE = 'http://127.0.0.1:5173'
export const SIWX_PROJECTS = [{ id: 'siwx-test', allowedOrigins: ['http://127.0.0.1:*'] }]
/** anvil's account #0: the signer (and smart accounts' owner) of the SIWX tests. */
export const siwxOwner = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)

/**
 * A minimal ERC-1271 wallet: `isValidSignature` accepts a 65-byte signature by `owner` only.
 * `contract <name>` is filled in, so one source serves the deployed and the counterfactual account.
 */
export const smartAccountSource = (name: string) => `
contract ${name} {
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

const solcOutputSchema = z.object({
  contracts: z.record(z.string(), z.record(z.string(), z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) }))),
})

/**
 * Compiles Solidity source (contracts only; the license and pragma lines are added) with solc-js.
 *
 * @returns the ABI and creation bytecode of `contract`.
 * @throws when `contract` did not compile.
 */
export function compileContract(source: string, contract: string): { abi: Abi; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { 'Test.sol': { content: `// SPDX-License-Identifier: MIT\npragma solidity >=0.8.0;\n${source}` } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const compiled = solcOutputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input)) as string)).contracts['Test.sol']?.[contract]
  if (!compiled) throw new Error(`${contract} did not compile`)
  return { abi: compiled.abi as Abi, bytecode: `0x${compiled.evm.bytecode.object}` }
}

/** What {@link startSiwxTestApi} runs. */
export type SiwxTestApi = {
  anvil: RunningAnvil
  api: RunningServer
  database: SqlDatabase
  chains: SiwxRoutesOptions['chains']
  /** Another API on the same chain and database, with other SIWX options (a clock, limits); the caller closes it. */
  listen(options?: Partial<SiwxRoutesOptions>): Promise<RunningServer>
  /** Deploys a contract from anvil #0 and returns its address. */
  deploy(compiled: { abi: Abi; bytecode: Hex }, args?: readonly unknown[]): Promise<Address>
  /** Calls the API from the test site's page (`Origin`), with a JSON body when given. */
  call(method: 'GET' | 'POST', path: string, body?: unknown, origin?: string): Promise<{ status: number; body: Record<string, unknown> }>
  /** A SIWX message for `address` with a fresh nonce from the API. */
  messageFor(address: Address): Promise<string>
  close(): Promise<void>
}

/**
 * Starts anvil, an in-memory database and the API with the SIWX domain for {@link SIWX_PROJECTS}.
 *
 * @example
 * const kit = await startSiwxTestApi()
 * const message = await kit.messageFor(siwxOwner.address)
 * await kit.call('POST', '/v1/sessions', { message, signature: await siwxOwner.signMessage({ message }) })
 */
export async function startSiwxTestApi(): Promise<SiwxTestApi> {
  const anvil = await startAnvil({ chainId: SIWX_CHAIN })
  const database = await openDatabase({ memory: true })
  const chains = [{ id: SIWX_CHAIN, name: 'Local', rpcUrl: anvil.rpcUrl }]
  const listen = (options: Partial<SiwxRoutesOptions> = {}) =>
    createApiServer({ chains, domains: [siwxRoutes({ chains, projects: SIWX_PROJECTS, database, ...options })] }).listen(0, '127.0.0.1')
  const api = await listen()
  const call: SiwxTestApi['call'] = async (method, path, body, origin = SIWX_SITE) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return {
    anvil,
    api,
    database,
    chains,
    listen,
    async deploy({ abi, bytecode }, args = []) {
      const wallet = createWalletClient({ account: siwxOwner, chain: localChain(SIWX_CHAIN, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
      const hash = await wallet.deployContract({ abi, bytecode, args })
      const receipt = await publicClientOf(anvil.rpcUrl, SIWX_CHAIN).waitForTransactionReceipt({ hash })
      return getAddress(receipt.contractAddress as Address)
    },
    call,
    async messageFor(address) {
      const { body } = await call('POST', '/v1/sessions/nonce?projectId=siwx-test')
      return createSiweMessage({ address, chainId: SIWX_CHAIN, domain: '127.0.0.1:5173', uri: `${SIWX_SITE}/`, version: '1', nonce: body.nonce as string })
    },
    async close() {
      await api.close()
      await database.close()
      await anvil.stop()
    },
  }
}
