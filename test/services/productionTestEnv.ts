/**
 * The least a production configuration needs, as environment variables: keys, public URLs and one
 * project (`shop` on https://app.example). Tests spread it and add what they check.
 */
export const PRODUCTION_TEST_ENV = {
  FOYER_RECOVERY_KEY: 'ab'.repeat(32),
  FOYER_SESSION_KEY: 'cd'.repeat(32),
  FOYER_API_PUBLIC_URL: 'https://api.example',
  FOYER_FRAME_PUBLIC_URL: 'https://frame.example',
  FOYER_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://app.example'] }]),
} as const

/** {@link PRODUCTION_TEST_ENV} for servers a test starts: ports picked by the system, no log output. */
export const PRODUCTION_SERVE_ENV = { ...PRODUCTION_TEST_ENV, FOYER_API_PORT: '0', FOYER_FRAME_PORT: '0', FOYER_LOG_LEVEL: 'silent' } as const
