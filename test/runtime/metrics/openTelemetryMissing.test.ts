import { describe, expect, it, vi } from 'vitest'

// the optional peer dependency absent: importing it fails as Node fails for a package not installed
vi.mock('@opentelemetry/api', () => {
  throw new Error("Cannot find package '@opentelemetry/api'")
})

describe('openTelemetryMetrics without @opentelemetry/api', () => {
  it('loads, then rejects with MissingDependency saying what to install', async () => {
    const { openTelemetryMetrics } = await import('../../../src/runtime/metrics/openTelemetry.js')
    const failure: unknown = await openTelemetryMetrics({ metrics: () => [] }).catch((e: unknown) => e)
    expect(failure).toMatchObject({ _tag: 'MissingDependency' })
    expect((failure as Error).message).toContain('npm install @opentelemetry/api')
  })
})
