import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { Consumed, EmbeddedKafka, Materialized, Serdes, StreamsBuilder, to } from '../../src/index.js'
import type {
  AdminOptions,
  AdminPort,
  AssignedConsumerPort,
  ConsumerOptions,
  GroupConsumerOptions,
  GroupConsumerPort,
  KafkaClientSupplier,
  ProducerOptions,
  ProducerPort,
} from '../../src/kafka/ports.js'
import type { StreamsConfigInput } from '../../src/runtime/config/StreamsConfig.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import { createTopics, tempDirs } from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)
const text = Serdes.string()

/** Records the options of every client built, by client id. */
class RecordingSupplier implements KafkaClientSupplier {
  readonly built = new Map<string, unknown>()
  constructor(private readonly kafka: EmbeddedKafka) {}
  producer(options: ProducerOptions): ProducerPort {
    this.built.set(options.clientId, options.settings)
    return this.kafka.producer(options)
  }
  consumer(options: GroupConsumerOptions): GroupConsumerPort {
    this.built.set(options.clientId, options.settings)
    return this.kafka.consumer(options)
  }
  assignedConsumer(options: ConsumerOptions): AssignedConsumerPort {
    this.built.set(options.clientId, options.settings)
    return this.kafka.assignedConsumer(options)
  }
  admin(options?: AdminOptions): AdminPort {
    this.built.set(options?.clientId ?? 'admin', options?.settings)
    return this.kafka.admin(options)
  }
}

/** Runs `builder`'s topology with `config` over `supplier` until RUNNING, then closes it. */
const runUntilRunning = async (
  builder: StreamsBuilder,
  config: StreamsConfigInput,
  supplier: KafkaClientSupplier,
): Promise<void> => {
  const app = new KafkaStreams(builder.build(), config, supplier, {
    logger: { warn: () => undefined, error: () => undefined },
  })
  const running = firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))
  await app.start()
  await running
  await app.close()
}

describe('KafkaStreams client settings', () => {
  it('gives each client its settings, prefixes resolved', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['in', 'out', 'countries'], 1)
    const builder = new StreamsBuilder()
    builder.globalTable('countries', Consumed.with(text, text), Materialized.as<string, string>('countries'))
    builder.stream('in', { key: text, value: text }).pipe(to('out'))
    const supplier = new RecordingSupplier(kafka)
    await runUntilRunning(
      builder,
      {
        'application.id': 'settings-app',
        'client.id': 'cs',
        'state.dir': dirs.make(),
        'poll.ms': 20,
        'request.timeout.ms': 20_000,
        'consumer.max.poll.records': 200,
        'main.consumer.max.poll.records': 300,
        'global.consumer.fetch.max.bytes': 4096,
        'producer.acks': 'all',
        'producer.linger.ms': 5,
        'admin.retries': 2,
      },
      supplier,
    )
    const thread = 'cs-StreamThread-1'
    expect(supplier.built.get(`${thread}-consumer`)).toEqual({
      'request.timeout.ms': 20_000,
      'max.poll.records': 300,
    })
    const restore = { 'request.timeout.ms': 20_000, 'max.poll.records': 200 }
    expect(supplier.built.get(`${thread}-restore-consumer`)).toEqual(restore)
    expect(supplier.built.get(`${thread}-standby-consumer`)).toEqual(restore)
    expect(supplier.built.get('cs-global-consumer')).toEqual({
      'request.timeout.ms': 20_000,
      'max.poll.records': 200,
      'fetch.max.bytes': 4096,
    })
    expect(supplier.built.get(`${thread}-producer`)).toEqual({
      'request.timeout.ms': 20_000,
      acks: 'all',
      'linger.ms': 5,
    })
    const admin = { 'request.timeout.ms': 20_000, retries: 2 }
    expect(supplier.built.get(`${thread}-admin`)).toEqual(admin)
    expect(supplier.built.get('cs-admin')).toEqual(admin)
    expect(supplier.built.get('cs-global-admin')).toEqual(admin)
  })

  it('gives the restore consumer polls of up to 100,000 records unless told otherwise', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['in', 'out'], 1)
    const builder = new StreamsBuilder()
    builder.stream('in', { key: text, value: text }).pipe(to('out'))
    const supplier = new RecordingSupplier(kafka)
    await runUntilRunning(
      builder,
      { 'application.id': 'defaults-app', 'client.id': 'cd', 'state.dir': dirs.make(), 'poll.ms': 20 },
      supplier,
    )
    const thread = 'cd-StreamThread-1'
    expect(supplier.built.get(`${thread}-consumer`)).toBeUndefined()
    expect(supplier.built.get(`${thread}-restore-consumer`)).toEqual({ 'max.poll.records': 100_000 })
    expect(supplier.built.get(`${thread}-standby-consumer`)).toBeUndefined()
  })
})
