// Scale-out that moves state (KIP-441) on the real broker with kafkajs instances: instances joining a running
// application get their share of stateful tasks through warm-ups and probing rebalances, queries through the router
// stay right throughout; and a rolling restart of three instances with one standby restores little.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it, vi } from 'vitest'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import type { KafkaClientSupplier } from '../../src/kafka/ports.js'
import type { StreamsConfigInput } from '../../src/runtime/config/StreamsConfig.js'
import * as scenario from '../runtime/scaleOutScenario.js'
import { createTopics } from '../runtime/thread/wordCountApp.js'

const kafkajs = new KafkajsClientSupplier({
  'bootstrap.servers': inject('kafkaBootstrap'),
  'fetch.max.wait.ms': 100,
})

/** Changelog records read by the restore consumers (active tasks restoring) and the standby consumers. */
const reads = { restore: 0, standby: 0 }

/** The kafkajs supplier, counting what the restore and standby consumers read. */
const kafka: KafkaClientSupplier = {
  producer: (o) => kafkajs.producer(o),
  consumer: (o) => kafkajs.consumer(o),
  admin: (o) => kafkajs.admin(o),
  assignedConsumer: (o) => {
    const consumer = kafkajs.assignedConsumer(o)
    const kind = o.clientId?.endsWith('-restore-consumer') === true ? 'restore' : 'standby'
    return new Proxy(consumer, {
      get: (target, prop) => {
        if (prop === 'poll')
          return async (ms: number) => {
            const records = await target.poll(ms)
            reads[kind] += records.length
            return records
          }
        const value: unknown = Reflect.get(target, prop, target)
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
  },
}
const root = mkdtempSync(join(tmpdir(), 'tributary-scale-out-it-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const PARTITIONS = 6
// the probing interval cannot be under a minute: the application's clock runs 30 times faster
const clock = scenario.fastClock(30)

/** A fresh topic and application; `launch` starts an instance (its state directory kept by name, for restarts). */
const setUp = async (name: string, config: Partial<StreamsConfigInput>) => {
  const run = randomUUID()
  const topic = `${name}-events-${run}`
  await createTopics(kafka, [topic], PARTITIONS)
  const instances: scenario.Instance[] = []
  const dirs = new Map<string, string>()
  const probes: string[] = []
  const launch = async (id: string, port: number): Promise<scenario.Instance> => {
    const stateDir = dirs.get(id) ?? mkdtempSync(join(root, `${id}-`))
    dirs.set(id, stateDir)
    const instance = scenario.countingInstance(
      kafka,
      topic,
      id,
      port,
      {
        'application.id': `${name}-${run}`,
        'state.dir': stateDir,
        'commit.interval.ms': 3_000,
        'statestore.cache.max.bytes': 0,
        'fetch.max.wait.ms': 100,
        'probing.rebalance.interval.ms': 60_000,
        ...config,
      },
      { clock, info: (line) => line.includes('probing rebalance') && probes.push(line) },
    )
    const at = instances.findIndex((i) => i.name === id)
    if (at >= 0) instances.splice(at, 1, instance)
    else instances.push(instance)
    await instance.app.start()
    return instance
  }
  return { topic, instances, launch, probes }
}

const total = (m: ReadonlyMap<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0)

describe('scale-out on the real broker', () => {
  it('gives instances joining a running application their share of stateful tasks through warm-ups', async () => {
    const { topic, instances, launch, probes } = await setUp('scale-out', { 'acceptable.recovery.lag': 100 })
    await scenario.scaleOut({
      supplier: kafka,
      topic,
      instances,
      launch,
      ports: [7301, 7302, 7303],
      timeoutMs: 90_000,
      probes,
      label: 'scale-out (real broker)',
    })
    for (const i of [...instances].reverse()) expect(await i.app.close({ timeout: 30_000 })).toBe(true)
  }, 300_000)

  it('restores little in a rolling restart of three instances with one standby', async () => {
    const { topic, instances, launch } = await setUp('rolling', { 'num.standby.replicas': 1 })
    const restored = new Map<string, number>()
    const watch = (i: scenario.Instance): scenario.Instance => {
      i.app.restoration$.subscribe((p) => {
        if (p._tag === 'RestoreEnded') restored.set(i.name, (restored.get(i.name) ?? 0) + p.restored)
      })
      return i
    }
    for (const [id, port] of [
      ['a', 7311],
      ['b', 7312],
      ['c', 7313],
    ] as const) {
      watch(await launch(id, port))
      await vi.waitUntil(() => instances.every((i) => i.app.state() === 'RUNNING'), {
        timeout: 90_000,
        interval: 50,
      })
    }
    const feeder = await scenario.startFeeder(kafka, topic)
    await vi.waitUntil(() => feeder.total() >= 3_000 && scenario.balanced(instances, 2), {
      timeout: 120_000,
      interval: 50,
    })
    const before = { ...reads, restored: total(restored), produced: feeder.total() }
    for (const [id, port] of [
      ['a', 7311],
      ['b', 7312],
      ['c', 7313],
    ] as const) {
      const old = instances.find((i) => i.name === id)
      expect(await old?.app.close({ timeout: 30_000 })).toBe(true)
      watch(await launch(id, port))
      await vi.waitUntil(
        () => scenario.balanced(instances, 2) && instances.every((i) => i.app.localStandbyTasks().size === 2),
        {
          timeout: 120_000,
          interval: 50,
        },
      )
    }
    const restoredDuring = total(restored) - before.restored
    const restoreReads = reads.restore - before.restore
    const standbyReads = reads.standby - before.standby
    const written = feeder.total() - before.produced
    await feeder.stop()
    await vi.waitUntil(() => scenario.countsMatch(instances, feeder.produced), {
      timeout: 60_000,
      interval: 200,
    })
    // every record produced is one changelog record (no cache): restoring every task from scratch would replay them all
    const all = feeder.total()
    console.info(
      `rolling restart (real broker): ${restoredDuring} changelog records restored by active tasks, ${restoreReads} read by restore consumers; standby consumers read ${standbyReads} while ${written} were written (one standby follows each); the changelogs hold ${all} records`,
    )
    expect(restoredDuring).toBeLessThan(all / 10)
    expect(restoreReads).toBeLessThan(all / 10)
    // standbys follow the new writes; what they read beyond those is a restarted instance catching up on what was
    // written while it was down, from its own state directory: never state older than the restarts
    expect(standbyReads - written).toBeLessThan(written)
    for (const i of [...instances].reverse()) expect(await i.app.close({ timeout: 30_000 })).toBe(true)
  }, 600_000)
})
