import type { ApiRoute } from '../matchRoute'
import { addressParam } from './accountContext'
import type { AccountContext } from './accountContext'

/**
 * `GET /v1/identity/:address` (`sender` accepted and ignored): `{ name, avatar }` from the configured
 * identities. Local chains have no ENS, so unknown addresses answer nulls rather than 404.
 */
export function identityRoute(context: AccountContext): ApiRoute {
  return {
    method: 'GET',
    path: '/v1/identity/:address',
    handle: ({ params }) => ({ body: context.identity(addressParam(params.address)) }),
  }
}
