import type { CaipNetwork } from '../../src/chains/network'
import { explorerUrl } from '../../src/chains/solanaChains'
import { ChainAdapterNotFoundError } from '../../src/errors/namespaceErrors'
import { SendTransactionError } from '../../src/errors/sendErrors'
import type { AddressSendResult } from './addressReceiver'

/** What {@link sendAddressTransfer} needs besides the transfer. */
export type SendAddressTransferOptions = {
  /** The family, named in the error when its code is not loaded, e.g. `bip122`. */
  namespace: string
  /** The network sent on, for the explorer link. */
  network: CaipNetwork | undefined
  /** Sends through the family's adapter and resolves with the transaction id; `undefined` when there is no adapter that can send. */
  send: (() => Promise<string>) | undefined
  /** What the caller is told when `send` fails. */
  failure: (cause: unknown) => Error
}

/**
 * The steps every address-based family's send shares: no adapter fails as a send whose cause is
 * 'Chain adapter not found'; a failed send throws what `failure` makes of it; a sent one resolves
 * with its id, its explorer link and the transfer.
 *
 * @throws {SendTransactionError} when `send` is `undefined`; otherwise whatever `failure` returns.
 * @example
 * await sendAddressTransfer(transfer, { namespace: 'solana', network, send, failure: (cause) => new SendTransactionError({ rejected: false, cause }) })
 */
export async function sendAddressTransfer<TToken>(
  transfer: { token: TToken; value: bigint; to: string },
  { namespace, network, send, failure }: SendAddressTransferOptions,
): Promise<AddressSendResult<TToken>> {
  if (!send) throw new SendTransactionError({ rejected: false, cause: new ChainAdapterNotFoundError({ namespace }) })
  let hash: string
  try {
    hash = await send()
  } catch (cause) {
    throw failure(cause)
  }
  const { token, value, to } = transfer
  return { hash, explorerUrl: explorerUrl(network, hash, 'tx'), token, value, to }
}
