/**
 * Every anchor of the error reference (`docs/errors.md`) that an error's `Docs:` line points at. The
 * docs site must have a heading for each; `errorDocs.test.ts` checks both the code and the page.
 */
export const errorDocsAnchors = [
  'chain-not-supported',
  'connection-rejected',
  'failed-to-connect',
  'foyer-config',
  'frame-request',
  'http',
  'invalid-caip-address',
  'invalid-caip-network-id',
  'names',
  'namespaces',
  'network-not-found',
  'onramp',
  'send',
  'siwx',
  'swap',
  'switch-declined',
  'switch-failed',
  'transport',
] as const
