import { afterEach, describe, expect, it, vi } from 'vitest'
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
    const a = await launch('a', 7201)
    await vi.waitUntil(() => a.app.state() === 'RUNNING', { timeout: 10_000, interval: 10 })
    const feeder = await scenario.startFeeder(kafka, TOPIC)
    const warmups = new Set<string>()
    const checker = new scenario.QueryChecker(
      () => instances,
      feeder.produced,
      () => {
        for (const i of instances) if (i.app.localStandbyTasks().size > 0) warmups.add(i.name)
      },
    )
    checker.start()
    // enough state that a new instance is far behind (more than acceptable.recovery.lag per changelog partition)
    await vi.waitUntil(() => feeder.total() >= 1_500, { timeout: 20_000, interval: 10 })

    await launch('b', 7202)
    await vi.waitUntil(
      () => {
        const n = scenario.activeCounts(instances)
        return n['a'] === 3 && n['b'] === 3
      },
      { timeout: 30_000, interval: 20 },
    )
    await launch('c', 7203)
    await vi.waitUntil(
      () => {
        const n = scenario.activeCounts(instances)
        return n['a'] === 2 && n['b'] === 2 && n['c'] === 2
      },
      { timeout: 30_000, interval: 20 },
    )
    await feeder.stop()
    await vi.waitUntil(() => scenario.countsMatch(instances, feeder.produced), {
      timeout: 20_000,
      interval: 50,
    })
    await checker.stop()

    console.info(
      `scale-out: ${feeder.total()} records, ${checker.reads} routed reads (${checker.answered} counts), errors ${JSON.stringify(Object.fromEntries(checker.errors))}, ${probes.length} probing rebalances`,
    )
    expect(scenario.activeCounts(instances)).toEqual({ a: 2, b: 2, c: 2 })
    expect(checker.wrong).toEqual([])
    expect(checker.answered).toBeGreaterThan(100)
    // the joiners were far behind: they warmed up first (no standbys are configured), and probes moved the tasks
    expect([...warmups].sort()).toEqual(['b', 'c'])
    expect(probes.length).toBeGreaterThan(0)
    for (const i of [...instances].reverse()) expect(await i.app.close({ timeout: 10_000 })).toBe(true)
  }, 120_000)
})
