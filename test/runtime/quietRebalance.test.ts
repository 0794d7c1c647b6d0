import { describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../src/index.js'
import { quietRebalance } from './quietRebalanceScenario.js'
import { tempDirs } from './thread/wordCountApp.js'

describe('logging through a rebalance (embedded broker)', () => {
  it('a second instance joining logs nothing at warn or error, and nothing on standard error', async () => {
    const dirs = tempDirs()
    const kafka = new EmbeddedKafka()
    try {
      const run = await quietRebalance({
        helpers: kafka,
        app: kafka,
        config: {
          'application.id': 'quiet-rebalance',
          'state.dir': dirs.make(),
          'poll.ms': 20,
          'commit.interval.ms': 100,
        },
        input: 'text-lines',
        output: 'word-counts-out',
        timeoutMs: 30_000,
      })
      expect(run.countsMatch).toBe(true)
      expect(run.tasks.every((n) => n > 0)).toBe(true)
      expect(run.lines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([])
      expect(run.stderr).toEqual([])
    } finally {
      dirs.cleanUp()
    }
  }, 60_000)
})
