import { describe, expect, it } from 'vitest'
import { SendAmountAndReceiverRequiredError, SendAmountExceedsBalanceError, SendTokenRequiredError } from '../errors/sendErrors'
import { validateSend } from './validateSend'

const receiverAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const usdc = { decimals: 6, balance: 2_000_000n }

describe('validateSend', () => {
  it('needs an amount and a receiver address, with the catalogue text', () => {
    const error = validateSend({ token: usdc, amount: '', receiverAddress: undefined })
    expect(error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    expect(error?.shortMessage).toBe('An amount and receiver address are required')
    expect((error as SendAmountAndReceiverRequiredError).missing).toEqual(['amount', 'receiver'])
  })

  it('tells which one is missing', () => {
    expect((validateSend({ token: usdc, amount: '1', receiverAddress: undefined }) as SendAmountAndReceiverRequiredError).missing).toEqual(['receiver'])
    expect((validateSend({ token: usdc, amount: '0', receiverAddress }) as SendAmountAndReceiverRequiredError).missing).toEqual(['amount'])
  })

  it('checks amount and receiver before the token', () => {
    expect(validateSend({ token: undefined, amount: '', receiverAddress })).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    const error = validateSend({ token: undefined, amount: '1.5', receiverAddress })
    expect(error).toBeInstanceOf(SendTokenRequiredError)
    expect(error?.shortMessage).toBe('A token is required')
  })

  it('refuses more than the balance', () => {
    const error = validateSend({ token: usdc, amount: '2.000001', receiverAddress })
    expect(error).toBeInstanceOf(SendAmountExceedsBalanceError)
    expect((error as SendAmountExceedsBalanceError).amount).toBe(2_000_001n)
  })

  it('accepts the whole balance', () => {
    expect(validateSend({ token: usdc, amount: '2', receiverAddress })).toBeUndefined()
  })

  it('counts an amount with more decimals than the token as none', () => {
    expect(validateSend({ token: usdc, amount: '1.0000001', receiverAddress })).toBeInstanceOf(SendAmountAndReceiverRequiredError)
  })
})
