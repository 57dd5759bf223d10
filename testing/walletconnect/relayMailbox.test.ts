import { describe, expect, it, vi } from 'vitest'
import { createRelayMailbox, type RelayConnection } from './relayMailbox'

function connection(id: number, clientId: string) {
  const deliver = vi.fn<RelayConnection['deliver']>()
  return { id, clientId, deliver } satisfies RelayConnection
}
const flush = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)))

describe('createRelayMailbox', () => {
  it('delivers to other subscribers, never back to the publisher', () => {
    const mailbox = createRelayMailbox()
    const dapp = connection(1, 'dapp')
    const wallet = connection(2, 'wallet')
    const dappSub = mailbox.subscribe(dapp, 't')
    const walletSub = mailbox.subscribe(wallet, 't')
    expect(dappSub).not.toBe(walletSub)
    mailbox.publish(dapp, { topic: 't', message: 'm1', ttl: 60, tag: 1100 })
    expect(dapp.deliver).not.toHaveBeenCalled()
    expect(wallet.deliver).toHaveBeenCalledWith(walletSub, expect.objectContaining({ topic: 't', message: 'm1', tag: 1100 }))
  })

  it('keeps messages for late subscribers, once each', async () => {
    const mailbox = createRelayMailbox()
    const dapp = connection(1, 'dapp')
    mailbox.publish(dapp, { topic: 't', message: 'proposal', ttl: 60 })
    const wallet = connection(2, 'wallet')
    mailbox.subscribe(wallet, 't')
    await flush()
    expect(wallet.deliver).toHaveBeenCalledTimes(1)
    expect(mailbox.fetch(wallet, ['t'])).toEqual([])
    const other = connection(3, 'other')
    expect(mailbox.fetch(other, ['t'])).toEqual([expect.objectContaining({ message: 'proposal' })])
    expect(mailbox.fetch(other, ['t'])).toEqual([])
  })

  it('forgets messages after their TTL', () => {
    let now = 1_000
    const mailbox = createRelayMailbox({ now: () => now })
    mailbox.publish(connection(1, 'dapp'), { topic: 't', message: 'm', ttl: 5 })
    now += 5_000
    expect(mailbox.fetch(connection(2, 'wallet'), ['t'])).toEqual([])
    expect(mailbox.stats().stored).toBe(0)
  })

  it('stops delivering after unsubscribe and drop', () => {
    const mailbox = createRelayMailbox()
    const wallet = connection(2, 'wallet')
    mailbox.subscribe(wallet, 'a')
    mailbox.subscribe(wallet, 'b')
    mailbox.unsubscribe(wallet, 'a')
    mailbox.publish(connection(1, 'dapp'), { topic: 'a', message: 'm' })
    expect(wallet.deliver).not.toHaveBeenCalled()
    mailbox.drop(wallet)
    mailbox.publish(connection(1, 'dapp'), { topic: 'b', message: 'm' })
    expect(wallet.deliver).not.toHaveBeenCalled()
    expect(mailbox.stats()).toMatchObject({ topics: 0, subscriptions: 0, published: 2 })
  })
})
