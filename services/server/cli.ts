// `npm run serve`, and the compiled server's entry (`npm run build:services`, `npm run serve:built`):
// what an operator runs. It loads nothing of the development stack, so in development (FOYER_DEV=1)
// it runs the services' stand-ins without the local chains' on-ramp sandbox and name gateway key;
// `npm run serve:dev` starts devstack/serve/cli.ts, which adds them.
import { runServices } from './runServices'

await runServices()
