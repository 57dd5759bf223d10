import { encodeFunctionData, getAddress, hexToBigInt, hexToNumber, isAddressEqual, maxUint128, numberToHex } from 'viem'
import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import { addressSchema } from '../../../src/protocol/payloads'
import type { BatchCall } from './smartAccount'
import { sessionAccountAbi } from './smartSessionsAbi'
import { smartSessionsTexts } from './smartSessionsTexts'

const quantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/) as unknown as z.ZodType<Hex>
const policySchema = z.object({ type: z.string().max(100), data: z.unknown() })
const permissionSchema = z.object({
  type: z.string().max(100),
  data: z.unknown(),
  policies: z.array(policySchema).max(10),
  required: z.boolean().optional(),
})
// The request as viem's experimental `grantPermissions` sends it (ERC-7715 draft): one object.
const grantRequestSchema = z.object({
  expiry: z
    .number()
    .int()
    .positive()
    .max(2 ** 40),
  permissions: z.array(permissionSchema).min(1).max(10),
  signer: z.object({ type: z.string(), data: z.unknown().optional() }).optional(),
  // Later drafts name the chain and the account; checked when present.
  chainId: quantitySchema.optional(),
  address: addressSchema.optional(),
})
const contractCallSchema = z.object({ address: addressSchema, calls: z.array(z.string()).max(50) })
const allowanceSchema = z.object({ allowance: quantitySchema })
const gasLimitSchema = z.object({ limit: quantitySchema })

/** One ERC-7715 permission as it travels (amounts as hex quantities). */
export type WirePermission = z.infer<typeof permissionSchema>

/**
 * What a session may do, read from a `wallet_grantPermissions` request: call `target` (any
 * function), sending at most `spendLimit` wei of the native coin in total, until `expiry` (unix
 * seconds); `gasAllowance` wei move to the session key with the grant to pay its fees.
 */
export type SessionGrant = {
  target: Address
  spendLimit: bigint
  gasAllowance: bigint
  expiry: number
  /** The permissions as granted, for the ERC-7715 answer. */
  granted: WirePermission[]
}

const invalid = (why: string, cause?: unknown) =>
  new FrameRequestError({ code: frameErrorCodes.internal, message: smartSessionsTexts.invalidGrant(why), cause })

/**
 * Reads a `wallet_grantPermissions` request. Supported: one `contract-call` permission (its
 * `address` the contract, `calls` empty: every function) with the policies `token-allowance`
 * (the native value the calls may send in total, default 0) and `gas-limit` (the native coin moved to
 * the session key for fees, default `defaultGasAllowance`). The signer must be the wallet (the key
 * is made in the frame and stays there). A permission of another type is left out of the grant
 * unless `required`; an unknown policy is refused, since ignoring a limit would grant more than asked.
 *
 * @throws {FrameRequestError} 5000 with what is wrong, before anything is shown.
 */
export function parseGrantRequest(params: unknown, context: { account: Address; chainId: number; defaultGasAllowance: bigint }): SessionGrant {
  const parsed = grantRequestSchema.safeParse(Array.isArray(params) ? params[0] : undefined)
  if (!parsed.success) throw invalid('malformed parameters', parsed.error)
  const request = parsed.data
  if (request.signer && request.signer.type !== 'wallet') throw invalid(`the signer must be the wallet, not "${request.signer.type}"`)
  if (request.chainId !== undefined && hexToNumber(request.chainId) !== context.chainId)
    throw invalid(`chain ${hexToNumber(request.chainId)} is not the current one`)
  if (request.address !== undefined && !isAddressEqual(request.address, context.account)) throw invalid('the address is not the connected account')
  const contractCalls = request.permissions.filter((permission) => permission.type === 'contract-call')
  const unsupported = request.permissions.find((permission) => permission.type !== 'contract-call' && permission.required)
  if (unsupported) throw invalid(`unsupported permission type "${unsupported.type}"`)
  if (contractCalls.length !== 1) throw invalid('exactly one contract-call permission is needed')
  const permission = contractCalls[0]!
  const data = contractCallSchema.safeParse(permission.data)
  if (!data.success) throw invalid('contract-call needs an address and a list of calls', data.error)
  if (data.data.calls.length > 0) throw invalid('limits to single functions are not supported: ask for the whole contract (calls: [])')
  const target = getAddress(data.data.address)
  if (isAddressEqual(target, context.account)) throw invalid('a session may not call the account itself')
  let spendLimit = 0n
  let gasAllowance = context.defaultGasAllowance
  for (const policy of permission.policies) {
    if (policy.type === 'token-allowance') spendLimit = amount(allowanceSchema, policy.data, 'allowance')
    else if (policy.type === 'gas-limit') gasAllowance = amount(gasLimitSchema, policy.data, 'limit')
    else throw invalid(`unsupported policy "${policy.type}"`)
  }
  if (spendLimit > maxUint128) throw invalid('the allowance is too large')
  const granted: WirePermission = {
    type: 'contract-call',
    data: { address: target, calls: [] },
    policies: [
      { type: 'token-allowance', data: { allowance: numberToHex(spendLimit) } },
      { type: 'gas-limit', data: { limit: numberToHex(gasAllowance) } },
    ],
    required: permission.required ?? false,
  }
  return { target, spendLimit, gasAllowance, expiry: request.expiry, granted: [granted] }
}

function amount<K extends 'allowance' | 'limit'>(schema: z.ZodType<Record<K, Hex>>, data: unknown, key: K): bigint {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw invalid(`the policy needs a hex "${key}"`, parsed.error)
  return hexToBigInt(parsed.data[key])
}

/**
 * The calls of the grant's one transaction, run by the account on itself: record the session in
 * the account (`grantSession` only accepts the account as caller), then move the gas allowance to
 * the session key.
 */
export function grantCalls(account: Address, sessionKey: Address, grant: SessionGrant): BatchCall[] {
  const record: BatchCall = {
    to: account,
    value: 0n,
    data: encodeFunctionData({
      abi: sessionAccountAbi,
      functionName: 'grantSession',
      args: [sessionKey, grant.target, grant.spendLimit, BigInt(grant.expiry)],
    }),
  }
  return grant.gasAllowance > 0n ? [record, { to: sessionKey, value: grant.gasAllowance, data: '0x' }] : [record]
}

/** The call that ends the session of `sessionKey`, run by the account on itself. */
export function revokeCalls(account: Address, sessionKey: Address): BatchCall[] {
  return [{ to: account, value: 0n, data: encodeFunctionData({ abi: sessionAccountAbi, functionName: 'revokeSession', args: [sessionKey] }) }]
}

/** The ERC-7715 answer: the permissions granted, their expiry, and the context later calls carry. */
export type GrantResponse = { expiry: number; grantedPermissions: WirePermission[]; permissionsContext: Hex; chainId: Hex; address: Address }

/**
 * The answer to `wallet_grantPermissions`. The permissions context is the session key's address: it
 * names the session and is no secret (the key itself never leaves the frame).
 */
export function grantResponse(grant: SessionGrant, context: { sessionKey: Address; account: Address; chainId: number }): GrantResponse {
  return {
    expiry: grant.expiry,
    grantedPermissions: grant.granted,
    permissionsContext: context.sessionKey.toLowerCase() as Hex,
    chainId: numberToHex(context.chainId),
    address: context.account,
  }
}
