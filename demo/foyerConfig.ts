import { createFoyerConfig } from 'foyer'
import { readAuthDemoOptions } from './authDemoOptions'
import { apiUrl } from './chains'
import { readDemoOptions } from './demoOptions'

const demoOptions = readDemoOptions()

/**
 * The demo's one Foyer configuration, read by `FoyerProvider` and `authConnector()`: the local
 * stack's services, stated explicitly so a production build of the demo works the same.
 */
export const foyerConfig = createFoyerConfig({
  projectId: demoOptions.projectId ?? 'foyer-local',
  apiUrl: demoOptions.apiUrl ?? apiUrl,
  frameUrl: readAuthDemoOptions().frameUrl,
  metadata: { name: 'Foyer demo', description: 'The Foyer demo app', url: location.origin },
})
