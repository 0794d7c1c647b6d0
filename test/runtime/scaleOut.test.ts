import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../src/index.js'
import { createTopics, tempDirs } from './thread/wordCountApp.js'
import * as scenario from './scaleOutScenario.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const TOPIC = 'events'
const PARTITIONS = 6

describe('scale-out that moves state (KIP-441, embedded broker)', () => {
  it('gives instances joining a running application their share of stateful tasks through warm-ups', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, [TOPIC], PARTITIONS)
    // the probing interval cannot be under a minute: the application's clock runs 30 times faster
    const clock = scenario.fastClock(30)
    const probes: string[] = []
    const instances: scenario.Instance[] = []
    const launch = async (name: string, port: number): Promise<scenario.Instance> => {
      const instance = scenario.countingInstance(
        kafka,
        TOPIC,
        name,
        port,
        {
          'application.id': 'scale-out',
          'state.dir': dirs.make(),
          'commit.interval.ms': 3_000,
          'statestore.cache.max.bytes': 0,
          'acceptable.recovery.lag': 100,
          'probing.rebalance.interval.ms': 60_000,
        },
        { clock, info: (line) => line.includes('probing rebalance') && probes.push(line) },
      )
      instances.push(instance)
      await instance.app.start()
      return instance
    }
    await scenario.scaleOut({
      supplier: kafka,
      topic: TOPIC,
      instances,
      launch,
      ports: [7201, 7202, 7203],
      timeoutMs: 30_000,
      probes,
      label: 'scale-out (embedded)',
    })
    for (const i of [...instances].reverse()) expect(await i.app.close({ timeout: 10_000 })).toBe(true)
  }, 120_000)
})
