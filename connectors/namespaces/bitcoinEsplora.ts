import { z } from 'zod'

/*
 * A client of the Esplora HTTP API (Blockstream's electrs, mempool.space and any compatible
 * server): the few calls a wallet kit needs. Every answer is zod-parsed: an Esplora URL is
 * configurable, so what comes back is external input.
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

const txidSchema = z.string().trim().regex(/^[0-9a-f]{64}$/)

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

/** The answer of a failed Esplora call, with the server's own reason (Bitcoin Core's reject text). */
export class EsploraRequestError extends Error {
  override name = 'EsploraRequestError'
  /** HTTP status, 0 when the server could not be reached. */
  status: number
  constructor(message: string, { status, cause }: { status: number; cause?: unknown }) {
    super(message, { cause })
    this.status = status
  }
}

/** Options of {@link createEsploraClient}. */
export type CreateEsploraClientOptions = {
  /** The API's base URL, e.g. `https://mempool.space/api` (a trailing slash is ignored). */
  baseUrl: string
  /**
   * The `fetch` to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined
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
export function createEsploraClient({ baseUrl, fetch: fetcher = globalThis.fetch }: CreateEsploraClientOptions): EsploraClient {
  const base = baseUrl.replace(/\/+$/, '')
  const call = async (path: string, init?: RequestInit): Promise<Response> => {
    let response: Response
    try {
      response = await fetcher(`${base}${path}`, init)
    } catch (cause) {
      throw new EsploraRequestError(`The Esplora API at ${base} could not be reached.`, { status: 0, cause })
    }
    if (!response.ok) {
      // Esplora answers a refused broadcast with Bitcoin Core's reason as plain text.
      const reason = (await response.text().catch(() => '')).slice(0, 500)
      throw new EsploraRequestError(reason || `Esplora answered ${response.status} for ${path}.`, { status: response.status })
    }
    return response
  }
  const json = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    const response = await call(path)
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new EsploraRequestError(`Esplora's answer to ${path} has an unexpected shape.`, { status: response.status, cause: parsed.error })
    return parsed.data
  }
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
    async broadcast(txHex) {
      const response = await call('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: txHex })
      const txid = txidSchema.safeParse(await response.text())
      if (!txid.success) throw new EsploraRequestError('Esplora accepted the transaction but answered no txid.', { status: response.status, cause: txid.error })
      return txid.data
    },
    getTxStatus: (txid) => json(`/tx/${encodeURIComponent(txid)}/status`, txStatusSchema),
  }
}
