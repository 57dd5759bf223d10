// @vitest-environment jsdom
/*
 * The grant and revocation as the approval dialog shows them: the contract, every function, the
 * spend limit and the gas allowance in the chain's own coin, the expiry as a date, the session key,
 * the upgrade when the grant carries it, then the transaction's fee rows.
 */
import { screen } from '@testing-library/dom'
import { parseEther, parseGwei } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { showApproval } from './approvalView'
import type { SessionGrant } from './smartSessionsGrant'
import { describeGrant, describeRevoke } from './smartSessionsSummary'
import type { PreparedCalls } from './walletCalls'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const sessionKey = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const target = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const implementation = '0x2222222222222222222222222222222222222222'
const expiry = 1_800_000_000
const prepared = (upgradeTo: `0x${string}` | undefined): PreparedCalls => ({
  calls: [],
  chain: {
    id: 137,
    rpcUrl: 'https://polygon.example.net',
    maxFeeWei: parseEther('1'),
    nativeSymbol: 'POL',
    smartAccountImplementation: implementation,
    smartSessions: true,
  },
  upgradeTo,
  transaction: {
    chainId: 137,
    to: account,
    value: 0n,
    data: '0x',
    gas: 100_000n,
    nonce: 4,
    type: 'eip1559',
    maxFeePerGas: parseGwei('30'),
    maxPriorityFeePerGas: parseGwei('2'),
  },
})
const grant: SessionGrant = { target, spendLimit: parseEther('2.5'), gasAllowance: parseEther('0.02'), expiry, granted: [] }

afterEach(() => document.body.replaceChildren())

const rowValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('the smart-session approval', () => {
  it('shows what a grant allows before Approve, in the chain’s coin and with the expiry as a date', async () => {
    const answer = showApproval(describeGrant(prepared(implementation), grant, { account, sessionKey, appName: 'Game' }), { appName: 'Game', armDelayMs: 0 })
    expect(screen.getByRole('dialog', { name: 'Allow a session without prompts' })).toBeTruthy()
    expect(rowValue('What it allows')).toBe(
      'Game may send calls to the contract below from your account without asking you again, within these limits, until the session expires or you revoke it.',
    )
    expect(rowValue('Contract')).toBe(target)
    expect(rowValue('Functions')).toBe('Any function of this contract')
    expect(rowValue('Spend limit')).toBe('2.5 POL in total, sent with the calls')
    expect(rowValue('Gas allowance')).toBe("0.02 POL moved now from your account to the session's own key, which pays the session's fees")
    expect(rowValue('Expires')).toBe('Fri, 15 Jan 2027 08:00:00 GMT')
    expect(rowValue('Session key')).toBe(sessionKey)
    expect(rowValue('Account upgrade')).toContain(implementation)
    expect(rowValue('Maximum network fee')).toBe('0.003 POL')
    screen.getByRole('button', { name: 'Reject' }).click()
    expect(await answer).toBe(false)
  })

  it('leaves out the gas allowance when there is none and the upgrade once the account has it', () => {
    const rows = describeGrant(prepared(undefined), { ...grant, gasAllowance: 0n }, { account, sessionKey }).rows.map((row) => row.label)
    expect(rows).not.toContain('Gas allowance')
    expect(rows).not.toContain('Account upgrade')
    expect(rows).toContain('Spend limit')
  })

  it('shows the session a revocation ends', () => {
    const summary = describeRevoke(prepared(undefined), { account, sessionKey, target, expiry })
    expect(summary.title).toBe('Revoke a session')
    expect(Object.fromEntries(summary.rows.map((row) => [row.label, row.value]))).toMatchObject({
      'Session key': sessionKey,
      Contract: target,
      Expires: 'Fri, 15 Jan 2027 08:00:00 GMT',
      Network: '137',
    })
  })
})
