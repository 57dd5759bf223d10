import { z } from 'zod'
import { fromBase58 } from '../../src/chains/base58'
import type { SolanaChain } from './createSolanaChain'
import { LAMPORTS_PER_SIGNATURE } from './createSolanaChain'
import { TransactionRejectedError } from './ledgerEntry'
import { encodeAccount } from './encodeAccount'
import { encodeTransaction } from './encodeTransaction'
import { RPC_ERRORS, RpcError } from './rpcError'
import { SOLANA_LOCALNET_GENESIS_HASH } from './solanaTestAccounts'
import { decodeMint, decodeTokenAccount, TOKEN_PROGRAM_ADDRESS, toUiTokenAmount } from './splToken'

const address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid param: not a base58 address')
const signature = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'Invalid param: not a base58 signature')
const commitment = z.enum(['processed', 'confirmed', 'finalized']).optional()
// Options the runtime accepts and ignores (one node, every slot final) are let through.
const config = z.looseObject({ commitment, minContextSlot: z.number().int().optional() }).optional()
const accountConfig = z.looseObject({ commitment, encoding: z.enum(['base64', 'base58', 'jsonParsed', 'base64+zstd']).optional() }).optional()
const noParams = z.union([z.tuple([]), z.tuple([config])]).optional()

const schemas = {
  getBalance: z.tuple([address, config]),
  getAccountInfo: z.tuple([address, accountConfig]),
  getMultipleAccounts: z.tuple([z.array(address).max(100), accountConfig]),
  getTokenAccountsByOwner: z.tuple([address, z.union([z.strictObject({ mint: address }), z.strictObject({ programId: address })]), accountConfig]),
  getTokenAccountBalance: z.tuple([address, config]),
  getLatestBlockhash: noParams,
  isBlockhashValid: z.tuple([z.string().min(32).max(44), config]),
  getFeeForMessage: z.tuple([z.string().min(1), config]),
  getMinimumBalanceForRentExemption: z.tuple([
    z
      .number()
      .int()
      .min(0)
      .max(10 * 1024 * 1024),
    config,
  ]),
  sendTransaction: z.tuple([
    z.string().min(1),
    z
      .looseObject({
        encoding: z.enum(['base64', 'base58']).optional(),
        skipPreflight: z.boolean().optional(),
        preflightCommitment: commitment,
        maxRetries: z.number().int().optional(),
      })
      .optional(),
  ]),
  simulateTransaction: z.tuple([
    z.string().min(1),
    z
      .looseObject({
        encoding: z.enum(['base64', 'base58']).optional(),
        sigVerify: z.boolean().optional(),
        replaceRecentBlockhash: z.boolean().optional(),
        commitment,
      })
      .optional(),
  ]),
  getSignatureStatuses: z.tuple([z.array(signature).max(256), z.looseObject({ searchTransactionHistory: z.boolean().optional() }).optional()]),
  getSignaturesForAddress: z.tuple([
    address,
    z.looseObject({ limit: z.number().int().min(1).max(1000).optional(), before: signature.optional(), until: signature.optional(), commitment }).optional(),
  ]),
  getTransaction: z.tuple([
    signature,
    z
      .looseObject({
        encoding: z.enum(['json', 'jsonParsed', 'base64', 'base58']).optional(),
        maxSupportedTransactionVersion: z.number().int().min(0).optional(),
        commitment,
      })
      .optional(),
  ]),
  getSlot: noParams,
  getBlockHeight: noParams,
  getHealth: z.tuple([]).optional(),
  getVersion: z.tuple([]).optional(),
  getGenesisHash: z.tuple([]).optional(),
  requestAirdrop: z.tuple([address, z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), config]),
}

/** The JSON-RPC methods the local Solana runtime answers. */
export type SolanaRpcMethod = keyof typeof schemas

/** Every method the runtime answers, in the order the README lists them. */
export const SOLANA_RPC_METHODS = Object.keys(schemas) as SolanaRpcMethod[]

const bytesOf = (text: string, encoding: 'base64' | 'base58' = 'base64'): Uint8Array => {
  if (encoding === 'base58') return fromBase58(text)
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new RpcError(RPC_ERRORS.invalidParams, 'invalid base64 encoding')
  return Buffer.from(text, 'base64')
}

type Handlers = { [M in SolanaRpcMethod]: (params: z.infer<(typeof schemas)[M]>) => unknown }

function handlers(chain: SolanaChain): Handlers {
  const context = () => ({ slot: chain.slot(), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  const account = (key: string, encoding: 'base64' | 'base58' | 'jsonParsed' | 'base64+zstd' = 'base64') => {
    if (encoding === 'base64+zstd') throw new RpcError(RPC_ERRORS.invalidParams, 'base64+zstd encoding is not supported')
    const found = chain.getAccount(key)
    return found ? encodeAccount(chain, found, encoding) : null
  }
  const status = (sig: string) => {
    const entry = chain.transaction(sig)
    if (!entry) return null
    const err = entry.err
    return { slot: entry.slot, confirmations: null, err, status: err === null ? { Ok: null } : { Err: err }, confirmationStatus: 'finalized' }
  }
  const rejected = (error: unknown): never => {
    if (error instanceof TransactionRejectedError) throw new RpcError(error.code, error.message, error.data)
    throw error
  }
  return {
    getBalance: ([key]) => withContext(chain.lamportsOf(key)),
    getAccountInfo: ([key, options]) => withContext(account(key, options?.encoding)),
    getMultipleAccounts: ([keys, options]) => withContext(keys.map((key) => account(key, options?.encoding))),
    getTokenAccountsByOwner: ([owner, filter, options]) => {
      if ('programId' in filter && filter.programId !== TOKEN_PROGRAM_ADDRESS) return withContext([])
      const accounts = chain.tokenAccountsOf(owner, 'mint' in filter ? filter.mint : undefined)
      return withContext(accounts.map((found) => ({ pubkey: found.address, account: account(found.address, options?.encoding) })))
    },
    getTokenAccountBalance: ([key]) => {
      const found = chain.getAccount(key)
      const token = found && found.programAddress === TOKEN_PROGRAM_ADDRESS ? decodeTokenAccount(found.data) : null
      if (!token) throw new RpcError(RPC_ERRORS.invalidParams, 'Invalid param: not a Token account')
      const mint = chain.getAccount(token.mint)
      return withContext(toUiTokenAmount(token.amount, mint ? (decodeMint(mint.data)?.decimals ?? 0) : 0))
    },
    getLatestBlockhash: () => withContext(chain.latestBlockhash()),
    isBlockhashValid: ([blockhash]) => withContext(chain.isBlockhashValid(blockhash)),
    getFeeForMessage: ([message]) => {
      const bytes = bytesOf(message)
      // A versioned message starts with 0x80 | version, then the header; a legacy one with the header.
      const numSignatures = (bytes[0] ?? 0) & 0x80 ? bytes[1] : bytes[0]
      if (numSignatures === undefined) throw new RpcError(RPC_ERRORS.invalidParams, 'invalid message')
      return withContext(numSignatures * LAMPORTS_PER_SIGNATURE)
    },
    getMinimumBalanceForRentExemption: ([size]) => Number(chain.svm.minimumBalanceForRentExemption(BigInt(size))),
    sendTransaction: ([wire, options]) => {
      try {
        return chain.send(bytesOf(wire, options?.encoding), { skipPreflight: options?.skipPreflight ?? false })
      } catch (error) {
        return rejected(error)
      }
    },
    simulateTransaction: ([wire, options]) => {
      if (options?.sigVerify && options.replaceRecentBlockhash) {
        throw new RpcError(RPC_ERRORS.invalidParams, 'sigVerify may not be used with replaceRecentBlockhash')
      }
      try {
        const simulation = chain.simulate(bytesOf(wire, options?.encoding), {
          sigVerify: options?.sigVerify ?? false,
          replaceRecentBlockhash: options?.replaceRecentBlockhash ?? false,
        })
        return withContext({ ...simulation, accounts: null, returnData: null })
      } catch (error) {
        return rejected(error)
      }
    },
    getSignatureStatuses: ([signatures]) => withContext(signatures.map(status)),
    getSignaturesForAddress: ([key, options]) => {
      let list = chain.signaturesFor(key)
      if (options?.before) {
        const at = list.indexOf(options.before)
        list = at === -1 ? [] : list.slice(at + 1)
      }
      if (options?.until) {
        const at = list.indexOf(options.until)
        if (at !== -1) list = list.slice(0, at)
      }
      return list.slice(0, options?.limit ?? 1000).flatMap((sig) => {
        const entry = chain.transaction(sig)
        if (!entry) return []
        return [{ signature: sig, slot: entry.slot, err: entry.err, memo: null, blockTime: entry.blockTime, confirmationStatus: 'finalized' }]
      })
    },
    getTransaction: ([sig, options]) => {
      const entry = chain.transaction(sig)
      if (!entry) return null
      const maxVersion = options?.maxSupportedTransactionVersion
      if (entry.version === 0 && maxVersion === undefined) {
        throw new RpcError(
          RPC_ERRORS.unsupportedTransactionVersion,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        )
      }
      return encodeTransaction(entry, options?.encoding ?? 'json', maxVersion !== undefined)
    },
    getSlot: () => chain.slot(),
    getBlockHeight: () => chain.slot(),
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_LOCALNET_GENESIS_HASH,
    requestAirdrop: ([key, lamports]) => chain.airdrop(key, BigInt(lamports)),
  }
}

/**
 * Answers one JSON-RPC call: checks the method and its params (zod), then runs it against the chain.
 *
 * @throws {RpcError} unknown method (-32601), invalid params (-32602), or the method's own error.
 */
export function createSolanaRpcMethods(chain: SolanaChain) {
  const table = handlers(chain)
  return (method: string, params: unknown): unknown => {
    if (!Object.hasOwn(schemas, method)) throw new RpcError(RPC_ERRORS.methodNotFound, `Method not found: ${method}`)
    const name = method as SolanaRpcMethod
    const parsed = schemas[name].safeParse(params ?? [])
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${issue?.message ?? 'invalid'}${issue?.path.length ? ` at ${issue.path.join('.')}` : ''}`)
    }
    return (table[name] as (params: unknown) => unknown)(parsed.data)
  }
}
