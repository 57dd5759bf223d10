import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { hex } from '@scure/base'
import { Address, OutScript, type NETWORK } from '@scure/btc-signer'
import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { listenHttp } from '../../services/api/listenHttp'
import { publicNodeApp } from '../../devstack/solana/publicNodeApp'
import { defaultLogger } from '../../services/http/defaultLogger'
import { HTTP_SERVER_DEFAULTS } from '../../services/http/HttpServerOptions'
import { TransactionRefusedError, verifyBitcoinTransaction, type KnownOutput } from './verifyBitcoinTransaction'

/** Address parameters of regtest (`bcrt1…`), which @scure/btc-signer does not ship. */
export const regtestNetwork: typeof NETWORK = { bech32: 'bcrt', pubKeyHash: 111, scriptHash: 196, wif: 239 }

type Output = KnownOutput & { txid: string; vout: number; address: string | undefined; spentBy?: string | undefined }
type Tx = { txid: string; confirmed: boolean; blockHeight?: number | undefined }

/** Options of {@link startEsploraFixture}. */
export type StartEsploraFixtureOptions = {
  /**
   * Address parameters of the chain whose addresses the fixture reads and writes.
   * @default regtestNetwork (`bcrt1…`)
   */
  network?: typeof NETWORK
  /**
   * Fee rates it answers on `GET /fee-estimates`, sat/vB by confirmation target.
   * @default { 1: 20, 3: 10, 6: 5, 144: 1 }
   */
  feeEstimates?: Record<number, number>
  /**
   * TCP port; 0 picks a free one.
   * @default 0
   */
  port?: number
  /** @default a pino logger named `foyer-esplora-fixture` */
  logger?: Logger
}

/** A running fixture and the test's handles on its state. */
export type RunningEsploraFixture = {
  /** Base URL of the Esplora-compatible API, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** Creates a confirmed output of `value` sats to `address` (as a coinbase would); returns its outpoint. */
  fund(address: string, value: bigint): { txid: string; vout: number }
  /** Confirms every mempool transaction in a new block. */
  mine(): void
  /** Raw hex of every transaction accepted through `POST /tx`, oldest first. */
  readonly broadcasts: readonly string[]
  /** The fee rates `GET /fee-estimates` answers; tests may change them. */
  feeEstimates: Record<number, number>
  /** Closes the port; safe to call more than once. */
  stop(): Promise<void>
}

const stats = (outputs: Output[], txs: Map<string, Tx>, confirmed: boolean) => {
  const funded = outputs.filter((output) => txs.get(output.txid)?.confirmed === confirmed)
  const spent = outputs.filter((output) => output.spentBy !== undefined && txs.get(output.spentBy)?.confirmed === confirmed)
  const sum = (list: Output[]) => Number(list.reduce((total, output) => total + output.value, 0n))
  return {
    funded_txo_count: funded.length,
    funded_txo_sum: sum(funded),
    spent_txo_count: spent.length,
    spent_txo_sum: sum(spent),
    tx_count: new Set([...funded.map((o) => o.txid), ...spent.map((o) => o.spentBy)]).size,
  }
}

/**
 * A local Esplora-compatible HTTP API for tests. It is a **fixture, not a Bitcoin node**: there is
 * no peer network, no proof of work and no script interpreter. It serves the outputs a test creates
 * with `fund()`, and checks every transaction posted to `POST /tx` as a node's mempool would for the
 * script types it knows (P2WPKH and P2TR key-path spends, verified with @scure/btc-signer's
 * BIP143/BIP341 digests and secp256k1/Schnorr signatures): each input must spend a known unspent
 * output, each signature must verify, outputs plus fee must equal inputs with at least 1 sat/vB.
 * An accepted transaction marks its inputs spent and adds its outputs; `mine()` confirms it.
 * Refusals answer 400 with Bitcoin Core's reason text, as Esplora does.
 *
 * Endpoints: `GET /address/:address`, `GET /address/:address/utxo`, `GET /fee-estimates`,
 * `POST /tx`, `GET /tx/:txid/status`, `GET /blocks/tip/height`.
 *
 * @example
 * const esplora = await startEsploraFixture()
 * esplora.fund('bcrt1q…', 100_000n)
 * // … point the Bitcoin adapter at esplora.url, send, then:
 * await esplora.stop()
 */
export async function startEsploraFixture(options: StartEsploraFixtureOptions = {}): Promise<RunningEsploraFixture> {
  const network = options.network ?? regtestNetwork
  const logger = options.logger ?? defaultLogger('foyer-esplora-fixture')
  const outputs = new Map<string, Output>()
  const txs = new Map<string, Tx>()
  const broadcasts: string[] = []
  let height = 100
  const addressOf = (script: Uint8Array) => {
    try {
      return Address(network).encode(OutScript.decode(script))
    } catch {
      return undefined
    }
  }
  const addOutputs = (txid: string, created: KnownOutput[]) => {
    created.forEach((output, vout) => outputs.set(`${txid}:${vout}`, { ...output, txid, vout, address: addressOf(output.script) }))
  }
  const ofAddress = (address: string) => [...outputs.values()].filter((output) => output.address === address)

  // Public Esplora servers answer every origin; pages under test call it from the browser.
  const app = publicNodeApp({ allowedHosts: HTTP_SERVER_DEFAULTS.allowedHosts, logger })
  app.get('/address/:address', (context) => {
    const address = context.req.param('address')
    const own = ofAddress(address)
    return context.json({ address, chain_stats: stats(own, txs, true), mempool_stats: stats(own, txs, false) })
  })
  app.get('/address/:address/utxo', (context) => {
    const unspent = ofAddress(context.req.param('address')).filter((output) => output.spentBy === undefined)
    return context.json(
      unspent.map((output) => {
        const tx = txs.get(output.txid)
        return {
          txid: output.txid,
          vout: output.vout,
          value: Number(output.value),
          status: tx?.confirmed ? { confirmed: true, block_height: tx.blockHeight } : { confirmed: false },
        }
      }),
    )
  })
  app.get('/fee-estimates', (context) => context.json(running.feeEstimates))
  app.get('/blocks/tip/height', (context) => context.text(String(height)))
  app.get('/tx/:txid/status', (context) => {
    const tx = txs.get(context.req.param('txid'))
    if (!tx) return context.text('Transaction not found', 404)
    return context.json(tx.confirmed ? { confirmed: true, block_height: tx.blockHeight } : { confirmed: false })
  })
  app.post('/tx', bodyLimit({ maxSize: 400_000, onError: (context) => context.text('Transaction too large', 413) }), async (context) => {
    const body = await context.req.text()
    try {
      const unspent = (outpoint: string) => {
        const output = outputs.get(outpoint)
        return output && output.spentBy === undefined ? output : undefined
      }
      const checked = verifyBitcoinTransaction(body, unspent)
      if (txs.has(checked.txid)) return context.text('txn-already-known', 400)
      txs.set(checked.txid, { txid: checked.txid, confirmed: false })
      for (const outpoint of checked.spends) (outputs.get(outpoint) as Output).spentBy = checked.txid
      addOutputs(checked.txid, checked.outputs)
      broadcasts.push(body.trim())
      return context.text(checked.txid)
    } catch (error) {
      if (error instanceof TransactionRefusedError) return context.text(`sendrawtransaction RPC error: ${error.message}`, 400)
      throw error
    }
  })

  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  const listening = await listenHttp(server, options.port ?? 0, '127.0.0.1')
  const running: RunningEsploraFixture = {
    url: listening.url,
    broadcasts,
    feeEstimates: { ...(options.feeEstimates ?? { 1: 20, 3: 10, 6: 5, 144: 1 }) },
    fund(address, value) {
      // A made-up funding transaction id: the fixture has no coinbase, only outputs a test creates.
      // Web Crypto's bytes, not a Buffer: the fixture also runs under jsdom, whose realm checks Uint8Array.
      const txid = hex.encode(crypto.getRandomValues(new Uint8Array(32)))
      txs.set(txid, { txid, confirmed: true, blockHeight: height })
      addOutputs(txid, [{ script: OutScript.encode(Address(network).decode(address)), value }])
      return { txid, vout: 0 }
    },
    mine() {
      height += 1
      for (const tx of txs.values()) {
        if (!tx.confirmed) Object.assign(tx, { confirmed: true, blockHeight: height })
      }
    },
    stop: () => listening.close(),
  }
  return running
}
