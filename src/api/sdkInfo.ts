import { version } from '../../package.json'

/** SDK type Foyer reports to its API as `st`: every call says which SDK made it. */
export const foyerSdkType = 'foyer'

/** SDK version Foyer reports to its API as `sv`: the package's own version. */
export const foyerSdkVersion: string = version
