// The README's "Use it in your wagmi app" snippet as a user pastes it, with the bench's API URL
// (its own API on a free port) in `createFoyerConfig`, and the mount. Built against the packed package.
import { createFoyerConfig } from 'foyer-kit'
import { mountQuickStart } from './mountQuickStart'

mountQuickStart(createFoyerConfig({ projectId: 'foyer-local', apiUrl: import.meta.env.VITE_FOYER_API_URL }))
