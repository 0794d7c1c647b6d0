import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKafka, Named, process, Serdes, StreamsBuilder } from '../../src/index.js'
import type { Processor } from '../../src/core/processorApi/Processor.js'
import type { ProcessorContext } from '../../src/core/processorApi/ProcessorContext.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import type { KeyValueStore } from '../../src/state/KeyValueStore.js'
import { createTopics, produceLines, tempDirs } from './thread/wordCountApp.js'

const text = Serdes.string()
const dirs = tempDirs()
afterEach(dirs.cleanUp)

/** 'lines' -> a user processor remembering each key in its logged store 'seen'; counts `init()` per task id. */
const rememberingTopology = (inits: Map<string, number>) => {
  const builder = new StreamsBuilder()
  builder.addStateStore({
    name: 'seen',
    kind: 'keyValue',
    persistent: true,
    keySerde: text as never,
    valueSerde: text as never,
    logging: { enabled: true, config: {} },
    caching: false,
  })
  const supplier = {
    get: (): Processor<string, string> => {
      let store: KeyValueStore<string, string> | undefined
      return {
        init: (context: ProcessorContext<string, string>) => {
          inits.set(context.taskId, (inits.get(context.taskId) ?? 0) + 1)
          store = context.getStateStore<KeyValueStore<string, string>>('seen')
        },
        process: (record) => store?.put(record.key, record.value),
      }
    },
  }
  builder.stream('lines', { key: text, value: text }).pipe(process(supplier, Named.as('remember'), 'seen'))
  return builder.build()
}

/** Waits until every instance runs and `test` holds. */
const settled = (instances: readonly KafkaStreams[], test: () => boolean): Promise<unknown> =>
  vi.waitUntil(() => instances.every((s) => s.state() === 'RUNNING') && test(), {
    timeout: 10_000,
    interval: 10,
  })

describe('KafkaStreams standby replicas run no user processors', () => {
  it('initializes a user processor once per active task, never on a standby, and once after promotion', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['lines'], 2)
    const initsA = new Map<string, number>()
    const initsB = new Map<string, number>()
    const instance = (inits: Map<string, number>): KafkaStreams =>
      new KafkaStreams(
        rememberingTopology(inits),
        {
          'application.id': 'standby-processors',
          'state.dir': dirs.make(),
          'num.standby.replicas': 1,
          'commit.interval.ms': 50,
          'poll.ms': 20,
        },
        kafka,
        { logger: { warn: () => undefined, error: () => undefined } },
      )
    const a = instance(initsA)
    await a.start()
    await settled([a], () => a.localTasks().size === 2)
    const b = instance(initsB)
    await b.start()
    const split = (s: KafkaStreams) => s.localTasks().size === 1 && s.localStandbyTasks().size === 1
    await settled([a, b], () => split(a) && split(b))
    await produceLines(kafka, 'lines', ['one', 'two', 'three', 'four'])

    // a ran both tasks first, then kept one: two inits; b runs one task and initialized only that one
    const [activeB] = [...b.localTasks().keys()]
    const [standbyB] = [...b.localStandbyTasks().keys()]
    expect(activeB).toBeDefined()
    expect(initsB).toEqual(new Map([[activeB, 1]]))
    expect([...initsA.keys()].sort()).toEqual(['0_0', '0_1'])
    expect([...initsA.values()]).toEqual([1, 1])

    // a leaves: b promotes its standby, whose processor is initialized now, once
    expect(await a.close({ timeout: 10_000 })).toBe(true)
    await settled([b], () => b.localTasks().size === 2)
    expect(initsB).toEqual(
      new Map([
        [activeB, 1],
        [standbyB, 1],
      ]),
    )
    expect(await b.close({ timeout: 10_000 })).toBe(true)
  }, 30_000)
})
