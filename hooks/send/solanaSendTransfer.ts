import { isSolanaAddress } from '../../src/chains/addressFormats'
import type { CaipNetwork } from '../../src/chains/network'
import { userRejectedCode } from '../../src/errors/connectErrors'
import { SendTransactionError } from '../../src/errors/sendErrors'
import type { SolanaSendToken } from '../../src/send/solanaSendToken'
import type { NamespaceAdapter } from '../../src/namespaces/namespaceAdapter'
import { addressReceiver, type AddressReceiver, type AddressSendResult } from './addressReceiver'
import { sendAddressTransfer } from './sendAddressTransfer'

/** Solana's fee per signature, in lamports; a transfer has one (the sender's). */
export const solanaSignatureFee = 5_000n

/** The receiver of a Solana send: a base58 address (32 to 44 characters) or nothing usable. */
export type SolanaSendReceiver = AddressReceiver

/** A sent (and confirmed) Solana transfer; `hash` is its base58 signature. */
export type SolanaSendResult = AddressSendResult<SolanaSendToken>

/**
 * Reads the receiver field of a Solana send: a base58 address of 32 to 44 characters, nothing, or
 * something unusable ('Invalid address').
 *
 * @example
 * solanaReceiver(' Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU ').status // 'resolved'
 */
export function solanaReceiver(input: string): SolanaSendReceiver {
  return addressReceiver(input, isSolanaAddress)
}

// Wallet adapters keep the wallet's own error as `error`; others chain `cause`.
function isRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    if ((current as { code?: unknown }).code === userRejectedCode) return true
    current = (current as { error?: unknown }).error ?? (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Sends SOL or an SPL token through the namespace adapter (which creates the receiver's token
 * account when it has none) and waits for its confirmation.
 *
 * @throws {SendTransactionError} `rejected` when the user declined in the wallet; otherwise on any
 *   failure, 'Chain adapter not found' as the cause while Solana's code is not loaded.
 */
export async function sendSolanaTransfer(
  adapter: NamespaceAdapter | undefined,
  network: CaipNetwork | undefined,
  transfer: { token: SolanaSendToken; value: bigint; to: string },
): Promise<SolanaSendResult> {
  const { token, value, to } = transfer
  // An adapter that cannot send counts as none: Solana's always can, once its code is loaded.
  const sendToken = adapter?.sendToken?.bind(adapter)
  return sendAddressTransfer(transfer, {
    namespace: 'solana',
    network,
    send: sendToken && (() => sendToken({ to, amount: value, token: token.mint })),
    failure: (cause) => new SendTransactionError({ rejected: isRejection(cause), cause }),
  })
}
