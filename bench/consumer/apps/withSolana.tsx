// The quick start with Solana turned on (`solana()` from `foyer-kit/solana`, mainnet by default): what
// enabling Solana adds at page load (its code must wait for the modal) and on opening.
import { createFoyerConfig } from 'foyer-kit'
import { solana } from 'foyer-kit/solana'
import { mountQuickStart } from './mountQuickStart'

mountQuickStart(createFoyerConfig({ projectId: 'foyer-local', apiUrl: import.meta.env.VITE_FOYER_API_URL, solana: solana() }))
