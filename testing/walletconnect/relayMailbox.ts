/** A message as a subscriber receives it (`params.data` of `irn_subscription`). */
export type RelayMessage = {
  topic: string
  /** The encrypted envelope, base64; the relay never reads it. */
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  /** Publisher's tag (e.g. 1100 for a session proposal). */
  tag?: number
  /** Attestation JWT of the publishing dapp, passed through. */
  attestation?: string
}

/** What a publisher sends. */
export type RelayPublish = {
  topic: string
  message: string
  /** Seconds the relay keeps the message for subscribers that are not there yet. */
  ttl?: number
  tag?: number
  attestation?: string
}

/** One connection as the mailbox knows it. */
export type RelayConnection = {
  /** Unique per socket. */
  readonly id: number
  /** The client behind it (`did:key:…`); a client does not receive its own messages. */
  readonly clientId: string
  /** Hands one message to the socket. */
  readonly deliver: (subscriptionId: string, message: RelayMessage) => void
}

type Stored = RelayMessage & { expiresAt: number; from: string; deliveredTo: Set<string> }

/** Options of {@link createRelayMailbox}. */
export type CreateRelayMailboxOptions = {
  /** Clock, injectable for tests. @default Date.now */
  now?: () => number
  /** TTL used when a publisher gives none, in seconds. @default 300 */
  defaultTtl?: number
  /**
   * The id of a client's subscription to a topic. Clients compute their own as
   * `sha256(topic + clientId)`; the relay passes that in (with Node's crypto), so this module keeps
   * the relay's rules and no I/O.
   * @default (topic, clientId) => `${clientId}/${topic}`
   */
  subscriptionId?: (topic: string, clientId: string) => string
}

/** The relay's routing and storage, free of sockets so it can be tested on its own. */
export type RelayMailbox = {
  /** Subscribes a connection; returns the subscription id and delivers what waits for the topic. */
  subscribe(connection: RelayConnection, topic: string): string
  /** Ends a subscription; unknown ones are ignored, as the real relay does. */
  unsubscribe(connection: RelayConnection, topic: string): void
  /** Stores a message and delivers it to every other client subscribed to its topic. */
  publish(connection: RelayConnection, publish: RelayPublish): void
  /** Messages on `topics` this client has not received yet (they count as received afterwards). */
  fetch(connection: RelayConnection, topics: readonly string[]): RelayMessage[]
  /** Forgets a closed connection's subscriptions. */
  drop(connection: RelayConnection): void
  /** Counts, for tests and logs. */
  stats(): { topics: number; subscriptions: number; stored: number; published: number }
}

/**
 * The routing of a WalletConnect relay: topics, subscriptions and a mailbox that keeps each
 * message for its TTL, so a wallet that subscribes to a pairing topic after the dapp published
 * its proposal still receives it. Each client receives a message at most once and never its own.
 *
 * @example
 * const mailbox = createRelayMailbox()
 * mailbox.subscribe(wallet, topic)
 * mailbox.publish(dapp, { topic, message, ttl: 300 })
 */
export function createRelayMailbox(options: CreateRelayMailboxOptions = {}): RelayMailbox {
  const now = options.now ?? Date.now
  const defaultTtl = options.defaultTtl ?? 300
  const subscriptionIdOf = options.subscriptionId ?? ((topic: string, clientId: string) => `${clientId}/${topic}`)
  const stored = new Map<string, Stored[]>()
  const subscribers = new Map<string, Map<number, { connection: RelayConnection; subscriptionId: string }>>()
  let published = 0

  const live = (topic: string): Stored[] => {
    const messages = (stored.get(topic) ?? []).filter((message) => message.expiresAt > now())
    if (messages.length > 0) stored.set(topic, messages)
    else stored.delete(topic)
    return messages
  }
  const toMessage = ({ topic, message, publishedAt, tag, attestation }: Stored): RelayMessage => ({
    topic,
    message,
    publishedAt,
    ...(tag === undefined ? {} : { tag }),
    ...(attestation === undefined ? {} : { attestation }),
  })
  // Marks the message as received by the client before handing it over, so a re-entrant
  // fetch from inside `deliver` cannot send it twice.
  const take = (entry: Stored, clientId: string): boolean => {
    if (entry.from === clientId || entry.deliveredTo.has(clientId)) return false
    entry.deliveredTo.add(clientId)
    return true
  }

  return {
    subscribe(connection, topic) {
      const subscriptionId = subscriptionIdOf(topic, connection.clientId)
      const onTopic = subscribers.get(topic) ?? new Map()
      onTopic.set(connection.id, { connection, subscriptionId })
      subscribers.set(topic, onTopic)
      // Delivered after the caller has answered the subscribe request.
      const waiting = live(topic).filter((entry) => take(entry, connection.clientId))
      queueMicrotask(() => {
        for (const entry of waiting) connection.deliver(subscriptionId, toMessage(entry))
      })
      return subscriptionId
    },
    unsubscribe(connection, topic) {
      const onTopic = subscribers.get(topic)
      onTopic?.delete(connection.id)
      if (onTopic?.size === 0) subscribers.delete(topic)
    },
    publish(connection, { topic, message, ttl, tag, attestation }) {
      published += 1
      const entry: Stored = {
        topic,
        message,
        publishedAt: now(),
        expiresAt: now() + (ttl ?? defaultTtl) * 1000,
        from: connection.clientId,
        deliveredTo: new Set(),
        ...(tag === undefined ? {} : { tag }),
        ...(attestation === undefined ? {} : { attestation }),
      }
      stored.set(topic, [...live(topic), entry])
      for (const { connection: subscriber, subscriptionId } of subscribers.get(topic)?.values() ?? []) {
        if (take(entry, subscriber.clientId)) subscriber.deliver(subscriptionId, toMessage(entry))
      }
    },
    fetch(connection, topics) {
      return topics.flatMap((topic) =>
        live(topic)
          .filter((entry) => take(entry, connection.clientId))
          .map(toMessage),
      )
    },
    drop(connection) {
      for (const [topic, onTopic] of subscribers) {
        onTopic.delete(connection.id)
        if (onTopic.size === 0) subscribers.delete(topic)
      }
    },
    stats() {
      let subscriptions = 0
      for (const onTopic of subscribers.values()) subscriptions += onTopic.size
      let count = 0
      for (const topic of [...stored.keys()]) count += live(topic).length
      return { topics: subscribers.size, subscriptions, stored: count, published }
    },
  }
}
