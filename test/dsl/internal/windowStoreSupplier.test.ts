import { describe, expect, it } from 'vitest'
import {
  count,
  groupByKey,
  Materialized,
  Serdes,
  StreamsBuilder,
  Stores,
  TimeWindows,
  windowedBy,
} from '../../../src/index.js'
import { TopologyTestDriver } from '../../../src/testing/TopologyTestDriver.js'

const text = Serdes.string()
const MINUTE = 60_000
const RETENTION = 3 * MINUTE

const suppliers = {
  memory: () => Stores.inMemoryWindowStore('w', RETENTION, MINUTE, false),
  level: () => Stores.persistentWindowStore('w', RETENTION, MINUTE, false),
}

/**
 * The soak bench's "window-fetch finds no rows for ~100 ms after each minute": a windowed count materialized
 * through a window store supplier (retention 180 s, windows of 60 s) lost the supplier's retention and was built
 * with the DSL default (size + grace = 60 s). As soon as a record opened a new minute's window, stream time moved to
 * its start and every earlier window expired, so `fetch(key, now - 180_000, now)` was empty for every key not yet
 * written in the new minute (in the bench: until the next commit made the new window's rows visible).
 */
describe.each(Object.entries(suppliers))(
  'a windowed count materialized through a %s supplier',
  (_, supplier) => {
    it('keeps the supplier retention: fetch(key, t - 180 s, t) just after a minute boundary finds the earlier windows', async () => {
      const builder = new StreamsBuilder()
      builder
        .stream('in', { key: text, value: text })
        .pipe(
          groupByKey(),
          windowedBy(TimeWindows.ofSizeWithNoGrace(MINUTE)),
          count(Materialized.as(supplier())),
        )
      const topology = builder.build()
      const driver = await TopologyTestDriver.create(topology)
      try {
        const input = driver.createInputTopic('in', text, text)
        for (const t of [MINUTE, 2 * MINUTE, 3 * MINUTE, 3 * MINUTE + 20_000]) input.pipeInput('k', 'v', t)
        // another key opens the window of minute 4; nothing is written for 'k' in it yet
        input.pipeInput('j', 'v', 4 * MINUTE + 10)
        const store = driver.getTimestampedWindowStore<string, number>('w')
        for (const t of [4 * MINUTE + 1, 4 * MINUTE + 50, 4 * MINUTE + 100]) {
          const rows = [...(store?.fetch('k', t - RETENTION, t) ?? [])].map((r) => [r.key, r.value.value])
          expect(rows, `t = ${t}`).toEqual([
            [2 * MINUTE, 1],
            [3 * MINUTE, 2],
          ])
        }
      } finally {
        await driver.close()
      }
      // the store is the supplier's: its retention, window size and backend
      const spec = topology.stores.get('w')
      expect([spec?.retentionMs, spec?.windowSizeMs, spec?.persistent]).toEqual([
        RETENTION,
        MINUTE,
        supplier().persistent,
      ])
    })
  },
)
