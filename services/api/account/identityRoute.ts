import { Hono } from 'hono'
import type { SqlDatabase } from '../../store/SqlDatabase'
import type { ApiEnv } from '../apiDomain'
import { nameStore } from '../names/nameStore'
import type { AccountIdentity } from '../../../src/api/wire/accountSchemas'
import { addressParam } from './accountContext'
import type { AccountContext } from './accountContext'

/**
 * `GET /v1/identity/:address` (`sender` accepted and ignored): `{ name, avatar }`, from the configured
 * identities first, else the address's primary name registered through `POST /v1/profile/account`
 * (the newest; its `avatar` attribute as the avatar). Unknown addresses answer nulls rather than 404.
 */
export function identityRoute(context: AccountContext, database: () => Promise<SqlDatabase>): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/identity/:address', async (c) => {
    const address = addressParam(c.req.param('address'))
    const configured = context.identity(address)
    if (configured.name) return c.json(configured satisfies AccountIdentity)
    const [primary] = await nameStore(await database()).byAddress(address)
    const identity: AccountIdentity = primary ? { name: primary.name, avatar: configured.avatar ?? primary.attributes.avatar ?? null } : configured
    return c.json(identity)
  })
}
