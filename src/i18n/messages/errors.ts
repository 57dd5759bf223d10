/** English texts: Errors shown to users; keys are `error.` plus the spec's catalogue text (section 8). */
export const errorsMessages = {
  'error.Connection rejected': 'Connection rejected',
  'error.Failed to connect': 'Failed to connect',
  'error.Failed to disconnect': 'Failed to disconnect',
} as const
