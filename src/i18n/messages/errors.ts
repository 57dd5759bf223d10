/** English texts: Errors shown to users; keys are `error.` plus the catalogue's English text. */
export const errorsMessages = {
  'error.Connection rejected': 'Connection rejected',
  'error.Failed to connect': 'Failed to connect',
  'error.Failed to disconnect': 'Failed to disconnect',
  // A FoyerConfigError of an option the app left out (e.g. `frameUrl` for e-mail sign-in), by name.
  'error.missingOption': 'The {option} option is missing: pass it to createFoyerConfig().',
} as const
