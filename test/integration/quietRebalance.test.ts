// Logging through a rebalance on the real broker: the instances' kafkajs consumers and @platformatic/kafka
// producers (built from bootstrap.servers) write through the application's logger only.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { KafkajsClientSupplier } from '../../src/index.js'
import { quietRebalance } from '../runtime/quietRebalanceScenario.js'

const bootstrap = inject('kafkaBootstrap')
const dir = mkdtempSync(join(tmpdir(), 'tributary-quiet-rebalance-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('logging through a rebalance (real broker)', () => {
  it('a second instance joining logs nothing at warn or error, and the clients write nothing on standard error', async () => {
    const run = randomUUID()
    const result = await quietRebalance({
      // the test's own clients log nothing: only the instances' clients are watched
      helpers: new KafkajsClientSupplier(
        { 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 },
        { logLevel: 'nothing' },
      ),
      app: undefined,
      config: {
        'application.id': `quiet-rebalance-${run}`,
        'bootstrap.servers': bootstrap,
        'state.dir': dir,
        'commit.interval.ms': 200,
        'fetch.max.wait.ms': 100,
      },
      input: `text-lines-${run}`,
      output: `word-counts-${run}`,
      timeoutMs: 60_000,
    })
    expect(result.countsMatch).toBe(true)
    expect(result.tasks.every((n) => n > 0)).toBe(true)
    expect(result.lines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([])
    // kafkajs' rebalance lines arrive, at debug (dropped at the default threshold of info)
    expect(result.lines.some((l) => l.fields?.['client'] === 'kafkajs')).toBe(true)
    expect(result.stderr).toEqual([])
  }, 120_000)
})
