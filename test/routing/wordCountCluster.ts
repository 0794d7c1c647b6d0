// Several word-count instances on one embedded broker, each with its own `application.server`.
import * as E from 'fp-ts/lib/Either.js'
import { vi } from 'vitest'
import {
  count,
  EmbeddedKafka,
  groupByKey,
  Materialized,
  Serdes,
  StreamsBuilder,
  type StreamsConfigInput,
} from '../../src/index.js'
import type { KafkaClientSupplier } from '../../src/kafka/ports.js'
import { formatHostInfo, parseHostInfo, type HostInfo } from '../../src/core/HostInfo.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { createTopics, wordCountStreams } from '../runtime/thread/wordCountApp.js'

/** One running instance and the endpoint it announces. */
export interface Instance {
  readonly app: KafkaStreams
  readonly host: HostInfo
}

/** Whether every instance's view of the store's partitions matches where the tasks really run. */
const settled = (instances: readonly Instance[], partitions: number, subtopology: number): boolean => {
  const where = (pick: (app: KafkaStreams) => ReadonlyMap<string, unknown>, p: number) =>
    instances.filter((i) => pick(i.app).has(`${subtopology}_${p}`)).map((i) => formatHostInfo(i.host))
  return instances.every(({ app }) => {
    if (app.state() !== 'RUNNING') return false
    const meta = app.metadataForStorePartitions('word-counts')
    if (E.isLeft(meta) || meta.right.length !== partitions) return false
    return meta.right.every((m) => {
      const active = where((x) => x.localTasks(), m.partition)
      const standby = where((x) => x.localStandbyTasks(), m.partition)
      return (
        active.length === 1 &&
        active[0] === formatHostInfo(m.activeHost) &&
        JSON.stringify(standby.sort()) === JSON.stringify(m.standbyHosts.map(formatHostInfo).sort())
      )
    })
  })
}

/** words keyed by themselves -> count per word ('word-counts' store): one stateful sub-topology (0). */
export const keyedWordCountStreams = (
  kafka: KafkaClientSupplier,
  config: StreamsConfigInput,
): KafkaStreams => {
  const builder = new StreamsBuilder()
  builder
    .stream('words', { key: Serdes.string(), value: Serdes.string() })
    .pipe(groupByKey(), count(Materialized.as('word-counts')))
  return new KafkaStreams(builder.build(), { 'poll.ms': 20, ...config }, kafka, {
    logger: { warn: () => undefined, error: () => undefined },
  })
}

/** Sends each word as a record keyed by the word to 'words'. */
export const produceWords = async (kafka: KafkaClientSupplier, words: readonly string[]): Promise<void> => {
  const producer = kafka.producer({ clientId: 'words-input' })
  await producer.connect()
  const text = Serdes.string().serializer
  await producer.send(
    words.map((w) => ({
      topic: 'words',
      key: text.serialize('words', w),
      value: text.serialize('words', w),
    })),
  )
  await producer.disconnect()
}

/**
 * Creates the topics ('text-lines', 'word-counts-out', 'words') on a new embedded broker and starts one
 * instance per server (the word count by default, its store in sub-topology 1; one standby replica), one after
 * the other; resolves once every instance is RUNNING and every instance's metadata matches where the tasks run.
 */
export const startWordCountCluster = async (options: {
  readonly applicationId: string
  readonly partitions: number
  readonly servers: readonly string[]
  readonly stateDir: () => string
  readonly standbys?: number
  readonly kafka?: EmbeddedKafka
  /** The application (the word count unless given) and the sub-topology of its 'word-counts' store. */
  readonly app?: {
    readonly build: (kafka: KafkaClientSupplier, config: StreamsConfigInput) => KafkaStreams
    readonly subtopology: number
  }
}): Promise<{
  readonly kafka: EmbeddedKafka
  readonly instances: readonly Instance[]
  readonly close: () => Promise<void>
}> => {
  const kafka = options.kafka ?? new EmbeddedKafka()
  await createTopics(kafka, ['text-lines', 'word-counts-out', 'words'], options.partitions)
  const { build, subtopology } = options.app ?? { build: wordCountStreams, subtopology: 1 }
  const instances: Instance[] = []
  for (const server of options.servers) {
    const app = build(kafka, {
      'application.id': options.applicationId,
      'application.server': server,
      'state.dir': options.stateDir(),
      'num.standby.replicas': options.standbys ?? 1,
      'commit.interval.ms': 50,
    })
    const host = parseHostInfo(server)
    if (host === undefined) throw new Error(`bad server ${server}`)
    instances.push({ app, host })
    await app.start()
    await vi.waitUntil(() => settled(instances, options.partitions, subtopology), {
      timeout: 20_000,
      interval: 20,
    })
  }
  return {
    kafka,
    instances,
    close: async () => {
      for (const { app } of instances) await app.close({ timeout: 10_000 })
    },
  }
}
