// Client benchmark: produce and consume records/s through each adapter of the client port (kafkajs on a real
// broker, the embedded broker in-process), next to the broker's own ceiling measured in the same run with Kafka's
// Java perf tools (ProducerPerformance / ConsumerPerformance from the same jars), printed as ratios.
import { performance } from 'node:perf_hooks'
import { startKafkaCluster } from '../scripts/kafka/broker.js'
import { EmbeddedKafka } from '../src/kafka/embedded/EmbeddedKafka.js'
import { KafkajsClientSupplier } from '../src/kafka/kafkajs/KafkajsClientSupplier.js'
import type { KafkaClientSupplier, ProducerRecord } from '../src/kafka/ports.js'
import { measureBrokerCeiling } from './brokerCeiling.js'
import type { Benchmark } from './registry.js'
import { throughput } from './report.js'

const RECORDS = 500_000
const RECORD_SIZE = 100
const BATCH = 2_000
const PARTITIONS = 1

interface Throughput {
  readonly produce: number
  readonly consume: number
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')
const ratio = (ours: number, reference: number): string => `${(ours / reference).toFixed(2)}x`

/** Produces RECORDS in batches of BATCH (one awaited `send` per batch), then reads them all back from offset 0. */
async function measure(supplier: KafkaClientSupplier, topic: string): Promise<Throughput> {
  const admin = supplier.admin({ clientId: 'bench-admin' })
  await admin.connect()
  await admin.createTopics([{ topic, numPartitions: PARTITIONS }])
  const value = Buffer.alloc(RECORD_SIZE, 120)
  const batch: ProducerRecord[] = Array.from({ length: BATCH }, () => ({
    topic,
    partition: 0,
    key: null,
    value,
  }))
  const producer = supplier.producer({ clientId: 'bench-producer' })
  await producer.connect()
  const produceStart = performance.now()
  for (let sent = 0; sent < RECORDS; sent += BATCH) await producer.send(batch)
  const produceMs = performance.now() - produceStart
  await producer.disconnect()

  const consumer = supplier.assignedConsumer({ clientId: 'bench-consumer', maxPollRecords: 10_000 })
  await consumer.connect()
  const consumeStart = performance.now()
  await consumer.assign([{ topic, partition: 0 }])
  let received = 0
  while (received < RECORDS) {
    const records = await consumer.poll(5_000)
    if (records.length === 0) throw new Error(`Consumer stalled after ${received} of ${RECORDS} records`)
    received += records.length
  }
  const consumeMs = performance.now() - consumeStart
  await consumer.disconnect()
  await admin.deleteTopics([topic])
  await admin.disconnect()
  return { produce: (RECORDS / produceMs) * 1000, consume: (RECORDS / consumeMs) * 1000 }
}

/** `npm run bench clients`: kafkajs and embedded adapters against the Java perf tools' ceiling. */
export const clientsBenchmark: Benchmark = {
  name: 'clients',
  description: `produce/consume records/s through each client adapter vs Kafka's perf tools (${fmt(RECORDS)} x ${RECORD_SIZE} B)`,
  run: async () => {
    const cluster = await startKafkaCluster({ jvm: 'throughput' })
    try {
      const ceiling = await measureBrokerCeiling(cluster.bootstrapServers, {
        records: RECORDS,
        recordSize: RECORD_SIZE,
        partitions: PARTITIONS,
      })
      const kafkajs = await measure(
        new KafkajsClientSupplier({ 'bootstrap.servers': cluster.bootstrapServers, 'client.id': 'bench' }),
        'bench-kafkajs',
      )
      const embedded = await measure(new EmbeddedKafka(), 'bench-embedded')
      console.log(
        `Kafka ${ceiling.kafkaVersion}, one broker, ${fmt(RECORDS)} records x ${RECORD_SIZE} B, sends of ${fmt(BATCH)}`,
      )
      console.log('                         produce rec/s   vs Java   consume rec/s   vs Java')
      const row = (name: string, t: Throughput): void =>
        console.log(
          `  ${name.padEnd(22)} ${fmt(t.produce).padStart(13)}   ${ratio(t.produce, ceiling.producerRecordsPerSec).padStart(7)}   ${fmt(t.consume).padStart(13)}   ${ratio(t.consume, ceiling.consumerRecordsPerSec).padStart(7)}`,
        )
      row('Java perf tools', {
        produce: ceiling.producerRecordsPerSec,
        consume: ceiling.consumerRecordsPerSec,
      })
      row('kafkajs adapter', kafkajs)
      row('embedded (in-process)', embedded)
      console.log(`  Java consumer fetch-only rate: ${fmt(ceiling.consumerFetchRecordsPerSec)} records/s`)
      const bars = (pick: (t: Throughput) => number) => [
        {
          label: 'Java perf tools',
          value: pick({ produce: ceiling.producerRecordsPerSec, consume: ceiling.consumerRecordsPerSec }),
        },
        { label: 'kafkajs adapter', value: pick(kafkajs) },
        { label: 'embedded (in-process)', value: pick(embedded) },
      ]
      return {
        comparisons: [
          throughput(
            'produce',
            'records/s',
            bars((t) => t.produce),
          ),
          throughput(
            'consume',
            'records/s',
            bars((t) => t.consume),
          ),
        ],
      }
    } finally {
      await cluster.stop()
    }
  },
}
