import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and component tests live beside the code; end-to-end specs run under Playwright.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'dist/**', 'test/e2e/**', 'demo/dist/**', 'bench/**/dist/**'],
    environment: 'node',
    setupFiles: ['test/vitestSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites that start anvil or a browser are heavy on 2 cores; keep them from piling up.
    maxWorkers: 2,
  },
})
