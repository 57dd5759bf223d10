/*
 * Reading a wallet_grantPermissions request as viem's grantPermissions sends it: the supported
 * shape becomes a grant; anything the wallet cannot enforce is refused before it is shown.
 */
import { decodeFunctionData, numberToHex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { sessionAccountAbi } from './smartSessionsAbi'
import { grantCalls, grantResponse, parseGrantRequest, revokeCalls } from './smartSessionsGrant'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const target = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'
const sessionKey = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const context = { account, chainId: 31337, defaultGasAllowance: parseEther('0.05') } as const
const contractCall = (policies: unknown[] = [], extra: object = {}) => ({
  type: 'contract-call',
  data: { address: target, calls: [] },
  policies,
  required: true,
  ...extra,
})
const request = (overrides: object = {}) => [
  { expiry: 1_900_000_000, permissions: [contractCall([{ type: 'token-allowance', data: { allowance: numberToHex(parseEther('1')) } }])], ...overrides },
]

describe('parseGrantRequest', () => {
  it('reads the contract, the spend limit, the default gas allowance and the expiry', () => {
    const grant = parseGrantRequest(request({ signer: { type: 'wallet' } }), context)
    expect(grant).toMatchObject({
      target: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      spendLimit: parseEther('1'),
      gasAllowance: parseEther('0.05'),
      expiry: 1_900_000_000,
    })
    expect(grant.granted[0]?.policies).toEqual([
      { type: 'token-allowance', data: { allowance: numberToHex(parseEther('1')) } },
      { type: 'gas-limit', data: { limit: numberToHex(parseEther('0.05')) } },
    ])
  })

  it('takes the gas allowance from a gas-limit policy and leaves out optional permissions it does not offer', () => {
    const grant = parseGrantRequest(
      [
        {
          expiry: 1_900_000_000,
          permissions: [
            contractCall([{ type: 'gas-limit', data: { limit: '0x10' } }]),
            { type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [] },
          ],
        },
      ],
      context,
    )
    expect(grant).toMatchObject({ spendLimit: 0n, gasAllowance: 16n })
    expect(grant.granted).toHaveLength(1)
  })

  it.each([
    ['malformed parameters', [{ expiry: 'soon', permissions: [] }]],
    ['the signer must be the wallet, not "account"', request({ signer: { type: 'account', data: { id: account } } })],
    ['chain 1 is not the current one', request({ chainId: '0x1' })],
    ['the address is not the connected account', request({ address: target })],
    [
      'unsupported permission type "native-token-transfer"',
      [{ expiry: 1, permissions: [contractCall(), { type: 'native-token-transfer', data: {}, policies: [], required: true }] }],
    ],
    ['exactly one contract-call permission is needed', [{ expiry: 1, permissions: [contractCall(), contractCall()] }]],
    [
      'limits to single functions are not supported',
      [{ expiry: 1, permissions: [{ ...contractCall(), data: { address: target, calls: ['transfer(address,uint256)'] } }] }],
    ],
    ['a session may not call the account itself', [{ expiry: 1, permissions: [{ ...contractCall(), data: { address: account, calls: [] } }] }]],
    ['unsupported policy "rate-limit"', [{ expiry: 1, permissions: [contractCall([{ type: 'rate-limit', data: { count: 1, interval: 60 } }])] }]],
    ['the policy needs a hex "allowance"', [{ expiry: 1, permissions: [contractCall([{ type: 'token-allowance', data: { allowance: 5 } }])] }]],
    ['the allowance is too large', [{ expiry: 1, permissions: [contractCall([{ type: 'token-allowance', data: { allowance: `0x1${'0'.repeat(32)}` } }])] }]],
  ])('refuses: %s', (why, params) => {
    expect(() => parseGrantRequest(params, context)).toThrow(`Invalid permission request: ${why}`)
  })
})

describe('the grant and revocation calls', () => {
  it('record the session in the account, then fund the key; revoke names the key', () => {
    const grant = parseGrantRequest(request(), context)
    const [record, fund] = grantCalls(account, sessionKey, grant)
    expect(record?.to).toBe(account)
    expect(decodeFunctionData({ abi: sessionAccountAbi, data: record!.data })).toMatchObject({
      functionName: 'grantSession',
      args: [sessionKey, '0x90F79bf6EB2c4f870365E785982E1f101E93b906', parseEther('1'), 1_900_000_000n],
    })
    expect(fund).toEqual({ to: sessionKey, value: parseEther('0.05'), data: '0x' })
    expect(grantCalls(account, sessionKey, { ...grant, gasAllowance: 0n })).toHaveLength(1)
    expect(decodeFunctionData({ abi: sessionAccountAbi, data: revokeCalls(account, sessionKey)[0]!.data })).toMatchObject({
      functionName: 'revokeSession',
      args: [sessionKey],
    })
    expect(grantResponse(grant, { sessionKey, account, chainId: 31337 })).toMatchObject({
      permissionsContext: sessionKey.toLowerCase(),
      chainId: '0x7a69',
      expiry: 1_900_000_000,
    })
  })
})
