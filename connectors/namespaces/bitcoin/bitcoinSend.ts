import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { bitcoinChainKind, bitcoinWalletChain } from '../../../src/chains/bitcoinChains'
import type { CaipNetwork } from '../../../src/chains/network'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTransactionError } from '../../../src/errors/sendErrors'
import type { NamespaceAccount, NamespaceSendParameters } from '../../../src/namespaces/namespaceAdapter'
import type { BitcoinSendFee } from './bitcoinAdapterTypes'
import type { BitcoinConnector } from './bitcoinConnectors'
import type { EsploraClient } from './bitcoinEsplora'
import { buildBitcoinSend, isBitcoinAddress, maxBitcoinSend, pickFeeRate } from './bitcoinPsbt'
import { isBitcoinRejection } from './bitcoinRequestProvider'
import { BitcoinFundsError, NamespaceTokenError, NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'

/** What {@link createBitcoinSends} reads from the adapter, each time it is asked. */
export type BitcoinSendContext = {
  /** The active network. */
  network(): CaipNetwork
  /** The paying account and the wallet that owns it; throws when nothing is connected. */
  payer(): NamespaceAccount & { owner: BitcoinConnector }
  /** The active network's Esplora client. */
  esplora(): EsploraClient
  /** Confirmation target, in blocks, whose fee estimate a send pays. */
  confirmationTarget: number
}

/**
 * The Bitcoin adapter's sends: fee estimate, maximum amount and the send itself, built as a PSBT
 * (coin selection, change, fee from the estimates) from the payment account only (the ordinal
 * account's outputs may carry inscriptions), signed by the wallet, checked to be the transaction
 * built, finalized and broadcast to Esplora.
 *
 * @example
 * const sends = createBitcoinSends({ network: () => active, payer, esplora, confirmationTarget: 3 })
 * await sends.estimateSendFee({ to, amount: 100_000n })
 */
export function createBitcoinSends({ network, payer, esplora, confirmationTarget }: BitcoinSendContext) {
  const planSend = async (to: string, amount: bigint) => {
    const kind = bitcoinChainKind(network())
    const missing = [...(amount > 0n ? [] : (['amount'] as const)), ...(isBitcoinAddress(to, kind) ? [] : (['receiver'] as const))]
    if (missing.length > 0) throw new SendAmountAndReceiverRequiredError({ missing })
    const from = payer()
    const client = esplora()
    const [utxos, estimates] = await Promise.all([client.getUtxos(from.address), client.getFeeEstimates()])
    try {
      return {
        from,
        client,
        plan: buildBitcoinSend({
          utxos,
          payer: { address: from.address, publicKey: from.publicKey },
          to,
          amount,
          feeRate: pickFeeRate(estimates, confirmationTarget),
          kind,
        }),
      }
    } catch (error) {
      if (error instanceof BitcoinFundsError) throw new SendAmountExceedsBalanceError({ amount, balance: error.available })
      throw error
    }
  }

  return {
    async estimateSendFee({ to, amount }: { to: string; amount: bigint }): Promise<BitcoinSendFee> {
      const { plan } = await planSend(to, amount)
      return { value: plan.fee, feeRate: plan.feeRate, vsize: plan.vsize }
    },
    async getMaxSendAmount({ to }: { to?: string | undefined } = {}): Promise<bigint> {
      const from = payer()
      const client = esplora()
      const kind = bitcoinChainKind(network())
      const [utxos, estimates] = await Promise.all([client.getUtxos(from.address), client.getFeeEstimates()])
      const receiver = to !== undefined && isBitcoinAddress(to, kind) ? to : from.address
      return maxBitcoinSend({
        utxos,
        payer: { address: from.address, publicKey: from.publicKey },
        to: receiver,
        feeRate: pickFeeRate(estimates, confirmationTarget),
        kind,
      })
    },
    async sendToken({ to, amount, token }: NamespaceSendParameters): Promise<string> {
      if (token) throw new NamespaceTokenError('Bitcoin sends BTC only.', { token })
      const { plan, from, client } = await planSend(to, amount)
      try {
        const signed = await from.owner.signPsbt({
          psbt: plan.psbt,
          chain: bitcoinWalletChain(network()),
          address: from.address,
          signingIndexes: plan.signingIndexes,
        })
        const tx = Transaction.fromPSBT(signed)
        // The wallet signs what it is given; a PSBT whose inputs or outputs changed is not ours to send.
        if (!equalBytes(tx.unsignedTx, Transaction.fromPSBT(plan.psbt).unsignedTx))
          throw new NamespaceWalletError('The wallet changed the transaction it was asked to sign.', { failure: 'answer' })
        if (!tx.isFinal) tx.finalize()
        return await client.broadcast(hex.encode(tx.extract()))
      } catch (error) {
        throw new SendTransactionError({ rejected: isBitcoinRejection(error), cause: error })
      }
    },
  }
}
