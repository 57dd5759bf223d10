import { z } from 'zod'
import { fromBase58, toBase58 } from '../../../src/chains/base58'
import { FrameRequestError, frameErrorCodes } from '../../../src/protocol/frameErrors'
import type { ApprovalSummary } from './approvalSummary'
import { fromBase64, toBase64 } from './custody'
import { frameTexts } from './frameTexts'
import { proxyRpc } from './rpcProxy'
import { describeSolanaMessage, describeSolanaTransaction } from './solanaApproval'
import type { TokenTransferInfo } from './solanaApproval'
import type { FrameSolanaCluster } from './solanaConfig'
import { findSolanaCluster } from './solanaConfig'
import { describeSolanaInstructions } from './solanaInstructions'
import type { SolanaAction } from './solanaInstructions'
import { decodeSolanaTransaction, isSolanaMessageBytes, MAX_TRANSACTION_BYTES, signerSlot, withSignature } from './solanaTransaction'
import type { SolanaTransaction } from './solanaTransaction'
import { solanaTexts } from './solanaTexts'
import type { SolanaSigner } from './solanaKey'

/** The Solana methods the frame carries out (each after the user's approval). */
export const SOLANA_FRAME_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const

const address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
// A message of at most 4 KiB (base58 takes up to 1.37 characters a byte).
const messageParams = z.strictObject({
  message: z
    .string()
    .regex(/^[1-9A-HJ-NP-Za-km-z]+$/)
    .max(5700),
  pubkey: address,
})
const transactionParams = z.strictObject({
  transaction: z.base64().max(Math.ceil(MAX_TRANSACTION_BYTES / 3) * 4),
  pubkey: address.optional(),
  /** The cluster: CAIP-2 id or Wallet Standard name. */
  chainId: z.string().min(1).max(100),
})
const sendParams = transactionParams.extend({
  sendOptions: z
    .strictObject({
      skipPreflight: z.boolean().optional(),
      preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
      maxRetries: z.number().int().min(0).max(100).optional(),
      minContextSlot: z.number().int().min(0).optional(),
    })
    .optional(),
})
const parsedAccountSchema = z.object({
  value: z
    .object({
      data: z.object({
        parsed: z.object({
          info: z.object({
            mint: address.optional(),
            owner: address.optional(),
            decimals: z.number().int().min(0).max(255).optional(),
            tokenAmount: z.object({ decimals: z.number().int() }).optional(),
          }),
        }),
      }),
    })
    .nullable(),
})
const feeSchema = z.object({ value: z.number().int().min(0).nullable() })
const signatureSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

/** Dependencies of {@link solanaRequests}. */
export type SolanaRequestDeps = {
  /** The signed-in user's Solana address, restoring the session if needed; `undefined` when signed out. */
  currentAddress(): Promise<string | undefined>
  /** Rebuilds the Solana key for one use (the session's `withSolanaSigner`). */
  withSigner<T>(use: (signer: SolanaSigner) => Promise<T>): Promise<T>
  /** The frame's configured clusters; URLs the host sends are never used. */
  clusters: readonly FrameSolanaCluster[]
  /** Shows the approval; resolves whether the user approved. */
  approve(summary: ApprovalSummary, signal: AbortSignal): Promise<boolean>
  /** The frame's approval queue, shared with the EVM requests: one approval at a time. */
  inTurn<T>(task: () => Promise<T>): Promise<T>
}

const badParams = (cause?: unknown) => new FrameRequestError({ code: frameErrorCodes.internal, message: 'Invalid request parameters', cause })
const refused = (message: string) => new FrameRequestError({ code: frameErrorCodes.internal, message })

/**
 * The embedded wallet's Solana requests, over the frame's `rpcRequest`:
 * - `solana_signMessage` `{ message: base58, pubkey }` → `{ signature: base58 }`;
 * - `solana_signTransaction` `{ transaction: base64, chainId, pubkey? }` → `{ signature, transaction: base64 }`;
 * - `solana_signAndSendTransaction` (same, plus `sendOptions`) → `{ signature }`, sent through the
 *   frame's own RPC of the cluster.
 * Parameters are zod-checked; the message or the decoded transaction (transfers, token, receiver,
 * fee, unknown instructions flagged) is shown for approval first; a rejection is 4001.
 */
export function solanaRequests(deps: SolanaRequestDeps) {
  const aborted = () => new FrameRequestError({ code: frameErrorCodes.aborted })

  async function prepareTransaction(params: z.infer<typeof transactionParams>, account: string, send: boolean, signal: AbortSignal) {
    if (params.pubkey !== undefined && params.pubkey !== account) throw refused(frameTexts.addressMismatch)
    const cluster = findSolanaCluster(deps.clusters, params.chainId)
    if (!cluster) throw new FrameRequestError({ code: 4902, message: 'Chain is not supported' })
    let transaction: SolanaTransaction
    try {
      transaction = decodeSolanaTransaction(fromBase64(params.transaction))
    } catch (cause) {
      throw badParams(cause)
    }
    if (signerSlot(transaction.message, account) < 0) throw refused(solanaTexts.notASigner)
    const actions = describeSolanaInstructions(transaction.message)
    const [fee, tokenInfo] = await Promise.all([readFee(cluster, transaction, signal), readTokenInfo(cluster, actions, signal)])
    const summary = describeSolanaTransaction({ message: transaction.message, actions, tokenInfo, fee, cluster, account, send })
    return { cluster, transaction, summary }
  }

  async function approved(summary: ApprovalSummary, signal: AbortSignal): Promise<void> {
    if (signal.aborted) throw aborted()
    const yes = await deps.approve(summary, signal)
    if (signal.aborted) throw aborted()
    if (!yes) throw new FrameRequestError({ code: frameErrorCodes.userRejected })
  }

  async function sign(account: string, bytes: Uint8Array): Promise<Uint8Array> {
    return deps.withSigner(async (signer) => {
      // The shares rebuilt a key whose Solana address is not the one approved: never sign then.
      if (signer.address !== account) throw refused(frameTexts.addressMismatch)
      return signer.sign(bytes)
    })
  }

  async function run(method: string, params: unknown, signal: AbortSignal): Promise<unknown> {
    const account = await deps.currentAddress()
    if (!account) throw new FrameRequestError({ code: frameErrorCodes.notConnected })
    switch (method) {
      case 'solana_signMessage': {
        const parsed = messageParams.safeParse(params)
        if (!parsed.success) throw badParams(parsed.error)
        if (parsed.data.pubkey !== account) throw refused(frameTexts.addressMismatch)
        const message = fromBase58(parsed.data.message)
        // Bytes that are a transaction message would sign that transaction without showing it.
        if (isSolanaMessageBytes(message)) throw refused(solanaTexts.transactionAsMessage)
        return deps.inTurn(async () => {
          await approved(describeSolanaMessage(message, account), signal)
          return { signature: toBase58(await sign(account, message)) }
        })
      }
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction': {
        const send = method === 'solana_signAndSendTransaction'
        const parsed = (send ? sendParams : transactionParams).safeParse(params)
        if (!parsed.success) throw badParams(parsed.error)
        return deps.inTurn(async () => {
          if (signal.aborted) throw aborted()
          const { cluster, transaction, summary } = await prepareTransaction(parsed.data, account, send, signal)
          await approved(summary, signal)
          const signature = await sign(account, transaction.messageBytes)
          const signed = withSignature(transaction, account, signature)
          if (!send) return { signature: toBase58(signature), transaction: toBase64(signed) }
          const sendOptions = (parsed.data as z.infer<typeof sendParams>).sendOptions ?? {}
          // Not abortable: a transaction sent may land even if the answer is lost.
          const sent = signatureSchema.safeParse(await proxyRpc(cluster.rpcUrl, 'sendTransaction', [toBase64(signed), { encoding: 'base64', ...sendOptions }]))
          if (!sent.success) throw new FrameRequestError({ code: frameErrorCodes.internal, cause: sent.error })
          // The id of a transaction is its first signature.
          const id = toBase58(transaction.message.staticKeys[0] === account ? signature : (transaction.signatures[0] ?? new Uint8Array()))
          if (sent.data !== id) throw new FrameRequestError({ code: frameErrorCodes.internal, message: 'The network returned another transaction id' })
          return { signature: sent.data }
        })
      }
      default:
        // solana_signAllTransactions and anything else: not carried out by this frame.
        throw new FrameRequestError({ code: frameErrorCodes.methodNotAllowed })
    }
  }

  return {
    /** Whether `method` is a Solana method (answered here, never by the EVM handlers). */
    handles: (method: string) => method.startsWith('solana_'),
    /** Carries out one Solana request; see {@link solanaRequests}. */
    async request(method: string, params: unknown, signal: AbortSignal): Promise<unknown> {
      try {
        return await run(method, params, signal)
      } catch (error) {
        if (error instanceof FrameRequestError) throw error
        if (signal.aborted) throw aborted()
        throw new FrameRequestError({ code: frameErrorCodes.internal, cause: error })
      }
    },
  }
}

/** The fee of the message in lamports from the cluster's own RPC; `undefined` when it does not say. */
async function readFee(cluster: FrameSolanaCluster, transaction: SolanaTransaction, signal: AbortSignal): Promise<bigint | undefined> {
  // Only the node's answer can fail (unreachable, an error, the request aborted): the fee is then
  // unknown, as when the answer is no fee.
  const answer = await proxyRpc(cluster.rpcUrl, 'getFeeForMessage', [toBase64(transaction.messageBytes), { commitment: 'confirmed' }], signal).catch(
    () => undefined,
  )
  const fee = feeSchema.safeParse(answer)
  return fee.success && fee.data.value !== null ? BigInt(fee.data.value) : undefined
}

/**
 * For each token transfer: the mint and decimals (from the source account when the instruction does
 * not name them) and the receiving wallet (from an associated-account creation in the same
 * transaction, else the destination account's owner). Reads failing leave the part unknown.
 */
async function readTokenInfo(cluster: FrameSolanaCluster, actions: readonly SolanaAction[], signal: AbortSignal): Promise<Map<number, TokenTransferInfo>> {
  // An account from a lookup table (`undefined`) is unknown: nothing to read. As for the fee, only
  // the node's answer can fail, and a failed read leaves the part unknown.
  const read = async (account: string | undefined) => {
    if (account === undefined) return undefined
    const answer = await proxyRpc(cluster.rpcUrl, 'getAccountInfo', [account, { encoding: 'jsonParsed', commitment: 'confirmed' }], signal).catch(
      () => undefined,
    )
    const parsed = parsedAccountSchema.safeParse(answer)
    return parsed.success ? parsed.data.value?.data.parsed.info : undefined
  }
  // The token account created in this transaction for a destination: its owner and mint are known
  // without a read. Only a creation names an `account`; one from a lookup table matches nothing.
  const createdAt = (destination: string | undefined) =>
    actions.find((other): other is Extract<SolanaAction, { kind: 'createTokenAccount' }> => {
      switch (other.kind) {
        case 'createTokenAccount':
          return other.account !== undefined && other.account === destination
      }
      return false
    })
  const info = new Map<number, TokenTransferInfo>()
  await Promise.all(
    actions.map(async (action, index) => {
      if (action.kind !== 'tokenTransfer') return
      const created = createdAt(action.destination)
      const destination = created ? { owner: created.owner, mint: created.mint } : await read(action.destination)
      let mint = action.mint ?? destination?.mint
      let decimals = action.decimals
      if (mint === undefined || decimals === undefined) {
        const source = await read(action.source)
        mint ??= source?.mint
        decimals ??= source?.tokenAmount?.decimals
      }
      // An unknown mint is found in no list and read from no account.
      if (decimals === undefined) decimals = cluster.tokens.find((token) => token.mint === mint)?.decimals ?? (await read(mint))?.decimals
      info.set(index, { mint, decimals, receiver: destination?.owner })
    }),
  )
  return info
}
