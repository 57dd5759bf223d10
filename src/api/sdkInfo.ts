/** SDK type Foyer reports to its API as `st` (spec section 7: every call carries sdk type and version). */
export const foyerSdkType = 'foyer'

/** SDK version Foyer reports to its API as `sv`; kept in step with package.json's version. */
export const foyerSdkVersion = '0.1.0'
