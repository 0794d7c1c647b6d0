import { describe, expect, it } from 'vitest'
import { to } from '../../../src/dsl/operators/to.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'
import { ManualClock } from '../../../src/core/clock.js'
import type { ProducedRecord } from '../../../src/runtime/task/ProducedRecord.js'
import { StreamTask } from '../../../src/runtime/task/StreamTask.js'
import { resolveTaskConfig } from '../../../src/runtime/task/TaskConfig.js'
import type { TaskLogger } from '../../../src/runtime/task/TaskLogger.js'
import { Serdes } from '../../../src/serde/Serdes.js'

const quiet: TaskLogger = { warn: () => undefined, error: () => undefined }

/** A task over a topology writing with a partitioner that sends 'all' to every partition and others by length. */
const partitionedTask = async (partitions: number | undefined) => {
  const b = new StreamsBuilder()
  b.stream<string, string>('in').pipe(
    to(
      'out',
      Produced.with(Serdes.string(), Serdes.string()).withStreamPartitioner((_t, key: string, _v, n) =>
        key === 'all' ? [0, 1, 2, 3].filter((p) => p < n) : key === 'any' ? undefined : key.length % n,
      ),
    ),
  )
  const topology = b.build()
  const clock = new ManualClock()
  const sent: ProducedRecord[] = []
  const config = {
    'application.id': 'task',
    'default.key.serde': Serdes.string(),
    'default.value.serde': Serdes.string(),
  }
  const task = new StreamTask({
    taskId: '0_0',
    partition: 0,
    topology,
    nodeNames: topology.nodes.map((n) => n.name),
    settings: resolveTaskConfig(config, { clock, logger: quiet }),
    appConfigs: config,
    port: { send: (r) => void sent.push(r), partitionsFor: () => partitions },
    clock,
    logger: quiet,
  })
  await task.initialize()
  const pipe = (key: string, offset: number) =>
    task.addRecord({
      topic: 'in',
      partition: 0,
      offset,
      key: Buffer.from(key),
      value: Buffer.from('v'),
      timestamp: offset,
      headers: [],
    })
  return { task, sent, pipe }
}

describe('StreamTask', () => {
  it("asks the sink's StreamPartitioner for one partition, several (multicast) or none", async () => {
    const { task, sent, pipe } = await partitionedTask(3)
    pipe('abcde', 0)
    pipe('all', 1)
    pipe('any', 2)
    while (task.process()) task.maybePunctuateStreamTime()
    expect(sent.map((r) => [r.key?.toString(), r.partition])).toEqual([
      ['abcde', 2],
      ['all', 0],
      ['all', 1],
      ['all', 2],
      ['any', undefined],
    ])
    expect(task.streamTime()).toBe(2)
    await task.close()
  })

  it('leaves the partition to the producer when the partition count is unknown', async () => {
    const { task, sent, pipe } = await partitionedTask(undefined)
    pipe('abcde', 0)
    task.process()
    expect(sent.map((r) => r.partition)).toEqual([undefined])
    expect(task.metrics().processed).toBe(1)
    await task.close()
  })
})
