import { z } from 'zod'
import type { SqlQueryable } from '../../store/SqlDatabase'

/** A registered name as stored. */
export type NameRecord = {
  /** Full name, lower case, e.g. `alice.foyer.id`. */
  name: string
  /** Checksummed owner address. */
  address: string
  /** ENSIP-11 coin type it was registered with. */
  coinType: number
  attributes: Record<string, string>
  message: string
  signature: string
  /** ms since the epoch. */
  registeredAt: number
}

// BIGINT comes back as a string from `pg` and as a number from PGlite.
const int = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number)
const nameRow = z.object({
  name: z.string(),
  address: z.string(),
  coin_type: int,
  attributes: z.string(),
  message: z.string(),
  signature: z.string(),
  registered_at: int,
})
const attributesSchema = z.record(z.string(), z.string())

function toRecord(row: unknown): NameRecord {
  const parsed = nameRow.parse(row)
  return {
    name: parsed.name,
    address: parsed.address,
    coinType: parsed.coin_type,
    attributes: attributesSchema.parse(JSON.parse(parsed.attributes)),
    message: parsed.message,
    signature: parsed.signature,
    registeredAt: parsed.registered_at,
  }
}

/**
 * The `profile_names` table (migration 5) over any SQL database of the services: names are unique
 * (the primary key decides between two registrations racing for one name, on one instance or many).
 *
 * @example
 * const store = nameStore(await openDatabase({ memory: true }))
 * await store.byName('alice.foyer.id')
 */
export function nameStore(database: SqlQueryable) {
  return {
    /** Stores a name. @returns false when the name is already registered (nothing is changed). */
    async add(record: NameRecord): Promise<boolean> {
      const rows = await database.query(
        `INSERT INTO profile_names (name, address, coin_type, attributes, message, signature, registered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (name) DO NOTHING RETURNING name`,
        [record.name, record.address.toLowerCase(), record.coinType, JSON.stringify(record.attributes), record.message, record.signature, record.registeredAt],
      )
      return rows.length > 0
    },
    async byName(name: string): Promise<NameRecord | undefined> {
      const rows = await database.query('SELECT * FROM profile_names WHERE name = $1', [name.toLowerCase()])
      return rows[0] ? toRecord(rows[0]) : undefined
    },
    /** The names of an address, newest (its primary name) first. */
    async byAddress(address: string): Promise<NameRecord[]> {
      const rows = await database.query('SELECT * FROM profile_names WHERE address = $1 ORDER BY registered_at DESC, name', [address.toLowerCase()])
      return rows.map(toRecord)
    },
    /** Which of `names` are registered. */
    async taken(names: readonly string[]): Promise<Set<string>> {
      const rows = await database.query('SELECT name FROM profile_names WHERE name = ANY($1)', [names.map((name) => name.toLowerCase())])
      return new Set(rows.map((row) => z.object({ name: z.string() }).parse(row).name))
    },
  }
}

/** What {@link nameStore} returns. */
export type NameStore = ReturnType<typeof nameStore>
