import { z } from 'zod'
import { namespaceJson, namespaceText, type NamespaceClientOptions } from '../namespaceRequest'

/*
 * A client of the Esplora HTTP API (Blockstream's electrs, mempool.space and any compatible
 * server): the few calls a wallet kit needs, through the families' request helper (timeout, parsed
 * answers, NamespaceRequestError on any failure).
 */

const txStatusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.number().int().nonnegative().optional(),
  block_hash: z.string().optional(),
  block_time: z.number().int().nonnegative().optional(),
})

const statsSchema = z.object({
  funded_txo_sum: z.number().int().nonnegative(),
  spent_txo_sum: z.number().int().nonnegative(),
})

const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema })

const utxoSchema = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vout: z.number().int().nonnegative(),
  value: z.number().int().positive(),
  status: txStatusSchema,
})

// Keys are confirmation targets in blocks, values sat/vB (fractions allowed).
const feeEstimatesSchema = z.record(z.string().regex(/^\d+$/), z.number().nonnegative())

const txidSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{64}$/)

/** A transaction's confirmation status. */
export type EsploraTxStatus = z.infer<typeof txStatusSchema>

/** An unspent output of an address. */
export type EsploraUtxo = {
  /** Transaction id, as explorers show it (big-endian hex). */
  txid: string
  /** Output index. */
  vout: number
  /** Amount in satoshis. */
  value: bigint
  status: EsploraTxStatus
}

/** An address's balance in satoshis: confirmed, and the mempool's change to it. */
export type EsploraBalance = {
  confirmed: bigint
  unconfirmed: bigint
  /** `confirmed + unconfirmed`: what the address can spend now. */
  total: bigint
}

/** Options of {@link createEsploraClient}. */
export type CreateEsploraClientOptions = NamespaceClientOptions & {
  /** The API's base URL, e.g. `https://mempool.space/api` (a trailing slash is ignored). */
  baseUrl: string
}

/** The Esplora calls a Bitcoin wallet needs. */
export type EsploraClient = {
  /** Confirmed and unconfirmed balance of `address`, from `GET /address/:address`. */
  getBalance(address: string): Promise<EsploraBalance>
  /** Unspent outputs of `address`, from `GET /address/:address/utxo`. */
  getUtxos(address: string): Promise<EsploraUtxo[]>
  /** Fee rates in sat/vB by confirmation target in blocks, from `GET /fee-estimates`. */
  getFeeEstimates(): Promise<Record<number, number>>
  /** Broadcasts a raw transaction (hex) with `POST /tx`; resolves with its txid. */
  broadcast(txHex: string): Promise<string>
  /** Confirmation status of `txid`, from `GET /tx/:txid/status`. */
  getTxStatus(txid: string): Promise<EsploraTxStatus>
}

/**
 * A client of an Esplora HTTP API.
 *
 * @example
 * const esplora = createEsploraClient({ baseUrl: 'https://mempool.space/testnet/api' })
 * const { total } = await esplora.getBalance('tb1q…')
 */
export function createEsploraClient({ baseUrl, ...options }: CreateEsploraClientOptions): EsploraClient {
  const service = 'Esplora API'
  const json = <T>(path: string, schema: z.ZodType<T>): Promise<T> => namespaceJson({ ...options, service, baseUrl, path, schema })
  const addressPath = (address: string) => `/address/${encodeURIComponent(address)}`

  return {
    async getBalance(address) {
      const { chain_stats: chain, mempool_stats: mempool } = await json(addressPath(address), addressSchema)
      const confirmed = BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
      const unconfirmed = BigInt(mempool.funded_txo_sum - mempool.spent_txo_sum)
      return { confirmed, unconfirmed, total: confirmed + unconfirmed }
    },
    async getUtxos(address) {
      const utxos = await json(`${addressPath(address)}/utxo`, z.array(utxoSchema))
      return utxos.map((utxo) => ({ ...utxo, value: BigInt(utxo.value) }))
    },
    async getFeeEstimates() {
      const estimates = await json('/fee-estimates', feeEstimatesSchema)
      return Object.fromEntries(Object.entries(estimates).map(([target, rate]) => [Number(target), rate]))
    },
    // Esplora answers a refused broadcast with Bitcoin Core's reason as plain text, kept in the error.
    broadcast: (txHex) =>
      namespaceText({ ...options, service, baseUrl, path: '/tx', method: 'POST', body: txHex, contentType: 'text/plain', schema: txidSchema }),
    getTxStatus: (txid) => json(`/tx/${encodeURIComponent(txid)}/status`, txStatusSchema),
  }
}
