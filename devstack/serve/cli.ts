// `npm run serve:dev`: Foyer's API and login frame (services/server/runServices.ts). In development
// (FOYER_DEV=1) it adds the local chains' parts the services may not import: the on-ramp sandbox and
// the local name gateway key. They load only then, so production loads none of the development stack.
import { runServices } from '../../services/server/runServices'

await runServices({ development: async () => (await import('./localDevelopmentServices')).localDevelopmentServices })
