/** JSON-RPC 2.0 error codes the runtime answers with (Solana's own codes are in the -32000 range). */
export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Preflight simulation failed (Solana's SendTransactionPreflightFailure). */
  preflightFailure: -32002,
  /** Solana's TransactionSignatureVerificationFailure. */
  signatureVerificationFailure: -32003,
  /** Solana's UnsupportedTransactionVersion. */
  unsupportedTransactionVersion: -32015,
} as const

/** A JSON-RPC error the runtime answers with: `{ code, message, data? }`. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}
