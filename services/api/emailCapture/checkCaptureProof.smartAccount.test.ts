/*
 * A smart account gives its e-mail: a minimal ERC-1271 wallet owned by anvil #0 is deployed, the
 * capture proof names the contract's address and the owner signs it. The API accepts it only because
 * it verifies through the chain (`isValidSignature`) when the chain is in its `chains`; an API without
 * the chain can check only a plain account's signature, and refuses. A stranger's signature is refused.
 */
import type { Address } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { startAuthTestServer } from '../../../test/services/authTestServer'
import type { AuthTestServer } from '../../../test/services/authTestServer'
import { signCaptureProof } from '../../../test/services/captureProof'
import { compileContract, siwxOwner as owner, smartAccountSource, startSiwxTestApi } from '../../../test/services/siwxTestKit'
import type { SiwxTestApi } from '../../../test/services/siwxTestKit'

let kit: SiwxTestApi
let withChain: AuthTestServer
let account: Address

beforeAll(async () => {
  kit = await startSiwxTestApi()
  account = await kit.deploy(compileContract(smartAccountSource('CaptureSmartAccount'), 'CaptureSmartAccount'), [owner.address])
  withChain = await startAuthTestServer({ chains: kit.chains })
}, 180_000)

afterAll(async () => {
  await withChain?.close()
  await kit?.close()
})

const start = (server: AuthTestServer, email: string, privateKey: `0x${string}`) =>
  signCaptureProof({ privateKey, email, projectId: 'foyer-capture', address: account, now: server.clock.now }).then((proof) =>
    server.post('/auth/v1/email-capture/start', { projectId: 'foyer-capture', address: account, email, proof }),
  )

it("links an e-mail to a smart account on its owner's signature, checked by the contract on chain", async () => {
  expect(await start(withChain, 'smart@example.com', ANVIL_ACCOUNTS[0].privateKey)).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
  expect(await start(withChain, 'smart2@example.com', ANVIL_ACCOUNTS[4].privateKey)).toEqual({ status: 401, body: { error: 'invalid_wallet_proof' } })
})

it('an API without the chain cannot check a smart account and refuses its proof', async () => {
  const withoutChain = await startAuthTestServer()
  try {
    expect(await start(withoutChain, 'smart3@example.com', ANVIL_ACCOUNTS[0].privateKey)).toEqual({ status: 401, body: { error: 'invalid_wallet_proof' } })
  } finally {
    await withoutChain.close()
  }
})
