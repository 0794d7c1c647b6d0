import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Imports of the package by its own name ('tributary-streams', as the examples write them) load src/, not a build.
// Vite's 'module' condition is left out: it picks bundler-only builds (@opentelemetry/api's) that Node cannot load.
const ssr = {
  resolve: {
    conditions: ['tributary-source', ...defaultServerConditions.filter((c) => c !== 'module')],
  },
}

export default defineConfig({
  test: {
    projects: [
      {
        ssr,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/integration/**'],
          typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
        },
      },
      {
        ssr,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
