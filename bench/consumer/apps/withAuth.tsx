// The quick start with the README's embedded-wallet connector added: `authConnector()`. The login
// frame is never started: nothing here picks e-mail or social.
import { createFoyerConfig } from 'foyer-kit'
import { authConnector } from 'foyer-kit/connectors'
import { mountQuickStart } from './mountQuickStart'

const foyerConfig = createFoyerConfig({
  projectId: 'foyer-local',
  apiUrl: import.meta.env.VITE_FOYER_API_URL,
  frameUrl: import.meta.env.VITE_FOYER_FRAME_URL,
})
mountQuickStart(foyerConfig, [authConnector({ config: foyerConfig })])
