import type { Address, Hex } from 'viem'
import { z } from 'zod'
import { addressSchema } from '../../../src/protocol/payloads'
import type { FrameStore } from './frameStore'

const recordSchema = z.object({
  privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/) as unknown as z.ZodType<Hex>,
  sessionKey: addressSchema,
  account: addressSchema,
  chainId: z.number().int().positive(),
  target: addressSchema,
  spendLimit: z.string().regex(/^[0-9]{1,39}$/),
  expiry: z.number().int().positive(),
  hostOrigin: z.string(),
  projectId: z.string(),
  revoked: z.boolean(),
})

/** One session the frame granted, as kept in the frame origin's store (the only place its key lives). */
export type SessionRecord = z.infer<typeof recordSchema>

const keyOf = (context: string) => `smartSession:${context.toLowerCase()}`

/**
 * The frame's smart sessions, by permissions context (the session key's address). The private key
 * is kept with the grant in the frame origin's store, never sent to the host: the host only ever
 * holds the context. A record that does not parse counts as no session.
 */
export function createSessionStore(store: FrameStore) {
  return {
    async get(context: string): Promise<SessionRecord | undefined> {
      if (!/^0x[0-9a-fA-F]{40}$/.test(context)) return undefined
      const raw = await store.get(keyOf(context))
      if (raw === undefined) return undefined
      try {
        const parsed = recordSchema.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : undefined
      } catch {
        return undefined
      }
    },
    async save(record: SessionRecord): Promise<void> {
      await store.set(keyOf(record.sessionKey), JSON.stringify(record))
    },
    async markRevoked(record: SessionRecord): Promise<void> {
      await store.set(keyOf(record.sessionKey), JSON.stringify({ ...record, revoked: true }))
    },
  }
}

/** The frame's smart-session store; see {@link createSessionStore}. */
export type SessionStore = ReturnType<typeof createSessionStore>

/** Whether `record` was made for this account, network and host page (project and checked origin). */
export function sessionBelongsTo(record: SessionRecord, owner: { account: Address; hostOrigin: string; projectId: string }): boolean {
  return record.account.toLowerCase() === owner.account.toLowerCase() && record.hostOrigin === owner.hostOrigin && record.projectId === owner.projectId
}
