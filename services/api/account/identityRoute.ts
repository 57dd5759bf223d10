import type { SqlDatabase } from '../../store/SqlDatabase'
import type { ApiRoute } from '../matchRoute'
import { nameStore } from '../names/nameStore'
import { addressParam } from './accountContext'
import type { AccountContext } from './accountContext'

/**
 * `GET /v1/identity/:address` (`sender` accepted and ignored): `{ name, avatar }`, from the configured
 * identities first, else the address's primary name registered through `POST /v1/profile/account`
 * (the newest; its `avatar` attribute as the avatar). Unknown addresses answer nulls rather than 404.
 */
export function identityRoute(context: AccountContext, database: () => Promise<SqlDatabase>): ApiRoute {
  return {
    method: 'GET',
    path: '/v1/identity/:address',
    async handle({ params }) {
      const address = addressParam(params.address)
      const configured = context.identity(address)
      if (configured.name) return { body: configured }
      const [primary] = await nameStore(await database()).byAddress(address)
      return { body: primary ? { name: primary.name, avatar: configured.avatar ?? primary.attributes.avatar ?? null } : configured }
    },
  }
}
