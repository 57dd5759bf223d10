/*
 * The Esplora-compatible fixture over real HTTP, spoken to by Foyer's own Esplora client: funded
 * outputs show as balance and UTXOs; transactions signed here with @scure/btc-signer (P2WPKH and
 * P2TR inputs) are accepted, spent and confirmed; a tampered signature, a double spend, outputs
 * above the inputs, a fee below 1 sat/vB and an unknown input are each refused with a node's reason.
 */
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEsploraClient, type EsploraClient } from '../../connectors/namespaces/bitcoin/bitcoinEsplora'
import { NamespaceRequestError } from '../../src/errors/namespaceRequestErrors'
import { regtestNetwork, startEsploraFixture, type RunningEsploraFixture } from './esploraFixture'

const keyA = new Uint8Array(32).fill(3)
const keyB = new Uint8Array(32).fill(4)
const payer = p2wpkh(pubECDSA(keyA), regtestNetwork)
const taproot = p2tr(pubSchnorr(keyB), undefined, regtestNetwork)
const receiver = p2wpkh(pubECDSA(new Uint8Array(32).fill(5)), regtestNetwork)

let fixture: RunningEsploraFixture
let esplora: EsploraClient
beforeAll(async () => {
  fixture = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
  esplora = createEsploraClient({ baseUrl: fixture.url })
})
afterAll(() => fixture.stop())

type Spend = { txid: string; vout: number; value: bigint; kind: 'wpkh' | 'tr' }
function spend(inputs: Spend[], outputs: Array<{ script: Uint8Array; amount: bigint }>): Transaction {
  const tx = new Transaction()
  for (const input of inputs) {
    const script = input.kind === 'wpkh' ? payer.script : taproot.script
    tx.addInput({
      txid: input.txid,
      index: input.vout,
      witnessUtxo: { script, amount: input.value },
      ...(input.kind === 'tr' ? { tapInternalKey: pubSchnorr(keyB) } : {}),
    })
  }
  for (const output of outputs) tx.addOutput(output)
  inputs.forEach((input, index) => tx.signIdx(input.kind === 'wpkh' ? keyA : keyB, index))
  tx.finalize()
  return tx
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof NamespaceRequestError ? `${error.status} ${error.message}` : String(error)),
  )

describe('startEsploraFixture', () => {
  it('serves funded outputs as balance and UTXOs, and fee estimates', async () => {
    const funded = fixture.fund(payer.address as string, 50_000n)
    expect(await esplora.getBalance(payer.address as string)).toEqual({ confirmed: 50_000n, unconfirmed: 0n, total: 50_000n })
    expect(await esplora.getUtxos(payer.address as string)).toEqual([
      { txid: funded.txid, vout: 0, value: 50_000n, status: { confirmed: true, block_height: 100 } },
    ])
    expect(await esplora.getFeeEstimates()).toEqual({ 1: 20, 3: 10, 6: 5, 144: 1 })
  })

  it('accepts a signed p2wpkh + p2tr spend, marks the inputs spent and confirms it on mine()', async () => {
    const a = fixture.fund(payer.address as string, 30_000n)
    const b = fixture.fund(taproot.address as string, 20_000n)
    const before = (await esplora.getBalance(payer.address as string)).total
    const tx = spend(
      [
        { ...a, value: 30_000n, kind: 'wpkh' },
        { ...b, value: 20_000n, kind: 'tr' },
      ],
      [
        { script: receiver.script, amount: 40_000n },
        { script: payer.script, amount: 9_000n },
      ],
    )
    expect(await esplora.broadcast(tx.hex)).toBe(tx.id)
    expect(fixture.broadcasts.at(-1)).toBe(tx.hex)
    expect(await esplora.getTxStatus(tx.id)).toEqual({ confirmed: false })
    expect(await esplora.getBalance(receiver.address as string)).toEqual({ confirmed: 0n, unconfirmed: 40_000n, total: 40_000n })
    expect((await esplora.getBalance(payer.address as string)).total).toBe(before - 30_000n + 9_000n)
    expect(await esplora.getUtxos(taproot.address as string)).toEqual([])
    // The same transaction again spends outputs that are spent now.
    expect(await refusal(esplora.broadcast(tx.hex))).toMatch(/^400 .*bad-txns-inputs-missingorspent/)

    fixture.mine()
    expect(await esplora.getTxStatus(tx.id)).toEqual({ confirmed: true, block_height: 101 })
    expect(await esplora.getBalance(receiver.address as string)).toEqual({ confirmed: 40_000n, unconfirmed: 0n, total: 40_000n })
  })

  it('refuses a tampered signature, a double spend, outputs above inputs, a fee below 1 sat/vB and unknown inputs', async () => {
    const a = fixture.fund(payer.address as string, 10_000n)
    const good = spend([{ ...a, value: 10_000n, kind: 'wpkh' }], [{ script: receiver.script, amount: 9_000n }])
    // One bit of the receiver's amount changed after signing: the signature no longer covers it.
    const tampered = Transaction.fromRaw(good.extract(), { allowUnknownOutputs: true })
    tampered.updateOutput(0, { amount: 9_001n }, true)
    expect(await refusal(esplora.broadcast(tampered.hex))).toMatch(/^400 .*mandatory-script-verify-flag-failed/)

    const t = fixture.fund(taproot.address as string, 10_000n)
    const tr = spend([{ ...t, value: 10_000n, kind: 'tr' }], [{ script: receiver.script, amount: 9_000n }])
    const trTampered = Transaction.fromRaw(tr.extract(), { allowUnknownOutputs: true })
    trTampered.updateOutput(0, { amount: 8_000n }, true)
    expect(await refusal(esplora.broadcast(trTampered.hex))).toMatch(/^400 .*Invalid Schnorr signature/)

    // The signer is told the output holds more than it does, so it signs outputs above the inputs.
    const overspend = spend([{ ...a, value: 10_100n, kind: 'wpkh' }], [{ script: receiver.script, amount: 10_001n }])
    expect(await refusal(esplora.broadcast(overspend.hex))).toMatch(/^400 .*bad-txns-in-belowout/)
    const cheap = spend([{ ...a, value: 10_000n, kind: 'wpkh' }], [{ script: receiver.script, amount: 9_990n }])
    expect(await refusal(esplora.broadcast(cheap.hex))).toMatch(/^400 .*min relay fee not met/)
    const unknown = spend([{ txid: 'ab'.repeat(32), vout: 0, value: 10_000n, kind: 'wpkh' }], [{ script: receiver.script, amount: 9_000n }])
    expect(await refusal(esplora.broadcast(unknown.hex))).toMatch(/^400 .*bad-txns-inputs-missingorspent/)
    expect(await refusal(esplora.broadcast('00zz'))).toMatch(/^400 .*TX decode failed/)

    expect(await esplora.broadcast(good.hex)).toBe(good.id)
    // A second transaction spending the same output (different outputs, validly signed) is a double spend.
    const doubleSpend = spend([{ ...a, value: 10_000n, kind: 'wpkh' }], [{ script: receiver.script, amount: 8_000n }])
    expect(await refusal(esplora.broadcast(doubleSpend.hex))).toMatch(/^400 .*bad-txns-inputs-missingorspent/)
  })
})
