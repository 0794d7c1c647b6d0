// A key-count application and helpers shared by the query tests that run KafkaStreams (embedded or real broker).
import * as E from 'fp-ts/lib/Either.js'
import { filter as rxFilter, firstValueFrom } from 'rxjs'
import { count, filter, groupByKey, Materialized, Serdes, StreamsBuilder } from '../../../src/index.js'
import { partitionForKey } from '../../../src/kafka/partitioner.js'
import type { KafkaClientSupplier, SentRecordMetadata } from '../../../src/kafka/ports.js'
import type { StoreError } from '../../../src/query/StoreError.js'
import type { StreamsConfigInput } from '../../../src/runtime/config/StreamsConfig.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'

export const text = Serdes.string()

/**
 * `topic` keyed by string -> count per key in `store`; records whose value is 'skip' are filtered out before
 * the store. Fast polls and commits unless `config` says otherwise.
 */
export const keyCountApp = (
  kafka: KafkaClientSupplier,
  topic: string,
  store: string,
  config: Partial<StreamsConfigInput> & Pick<StreamsConfigInput, 'application.id' | 'state.dir'>,
): KafkaStreams => {
  const builder = new StreamsBuilder()
  builder.stream(topic, { key: text, value: text }).pipe(
    filter((_key, value) => value !== 'skip'),
    groupByKey(),
    count(Materialized.as(store)),
  )
  return new KafkaStreams(builder.build(), { 'poll.ms': 20, 'commit.interval.ms': 50, ...config }, kafka, {
    logger: { warn: () => undefined, error: () => undefined },
  })
}

/** Produces `[key, value]` records to `topic` (to `partition` when given, else by key); where they landed. */
export const produceRecords = async (
  kafka: KafkaClientSupplier,
  topic: string,
  records: readonly (readonly [string, string])[],
  partition?: number,
): Promise<SentRecordMetadata[]> => {
  const producer = kafka.producer({ clientId: `${topic}-input` })
  await producer.connect()
  const sent = await producer.send(
    records.map(([key, value]) => ({
      topic,
      ...(partition === undefined ? {} : { partition }),
      key: text.serializer.serialize(topic, key),
      value: text.serializer.serialize(topic, value),
    })),
  )
  await producer.disconnect()
  return sent
}

/** The partition the default partitioner gives a string key. */
export const partitionOf = (topic: string, key: string, partitions: number): number =>
  partitionForKey(text.serializer.serialize(topic, key), partitions)

/** Resolves when the application is RUNNING (at once if it is). */
export const running = (streams: KafkaStreams) =>
  firstValueFrom(streams.state$.pipe(rxFilter((c) => c.newState === 'RUNNING')))

/** The partitions of the active tasks of `app` (one sub-topology). */
export const activePartitions = (app: KafkaStreams): number[] =>
  [...app.localTasks().keys()].map((id) => Number(id.split('_')[1])).sort()

export const tagOf = <A>(e: E.Either<StoreError, A>): string => (E.isLeft(e) ? e.left._tag : 'Right')

export const right = <A>(e: E.Either<StoreError, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected a Right, got ${e.left._tag}`)
  return e.right
}
