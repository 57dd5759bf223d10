import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from 'viem'
import { BaseError, stripCredentials } from './BaseError'
import { ConnectFailedError, ConnectionRejectedError, isUserRejection, toConnectError } from './connectErrors'

describe('toConnectError', () => {
  it('maps a viem user rejection (4001) to Connection rejected', () => {
    const error = toConnectError(new UserRejectedRequestError(new Error('User rejected the request.')))
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error.shortMessage).toBe('Connection rejected')
    expect((error as ConnectionRejectedError).code).toBe(4001)
  })

  it('finds 4001 deep in a cause chain', () => {
    const inner = Object.assign(new Error('no'), { code: 4001 })
    expect(isUserRejection(new Error('wrapped', { cause: new Error('again', { cause: inner }) }))).toBe(true)
  })

  it('maps anything else to Failed to connect', () => {
    const error = toConnectError(Object.assign(new Error('boom'), { code: -32603 }))
    expect(error).toBeInstanceOf(ConnectFailedError)
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.message).toMatchInlineSnapshot(`
      "Failed to connect

      Details: boom
      Docs: https://foyer-kit.dev/errors#failed-to-connect"
    `)
  })
})

describe('BaseError', () => {
  it('never prints credentials or keys from URLs', () => {
    const error = new BaseError('Failed to connect', {
      details: 'GET https://user:pass@api.example/v1?projectId=abc123&chainId=1 failed',
    })
    expect(error.message).not.toContain('pass')
    expect(error.message).not.toContain('abc123')
    expect(error.details).toBe('GET https://api.example/v1?projectId=***&chainId=1 failed')
  })

  it('walks to the root cause', () => {
    const root = new Error('root')
    expect(new BaseError('x', { cause: new Error('mid', { cause: root }) }).walk()).toBe(root)
  })

  it('strips only credential parts', () => {
    expect(stripCredentials('ws://127.0.0.1:8545')).toBe('ws://127.0.0.1:8545')
  })
})
