// The broker's own ceiling: Kafka's ProducerPerformance and ConsumerPerformance (Java clients, same jars as the
// broker) against a real broker. Client benchmarks print their figures as ratios of these.
import { Kafka, logLevel } from 'kafkajs'
import { randomUUID } from 'node:crypto'
import { startKafkaCluster } from '../scripts/kafka/broker.js'
import { resolveKafkaJars } from '../scripts/kafka/jars.js'
import { runKafkaTool } from '../scripts/kafka/java.js'
import { KafkaSetupError } from '../scripts/kafka/KafkaSetupError.js'
import type { Benchmark } from './registry.js'
import { throughput } from './report.js'

/** Options for {@link measureBrokerCeiling}. */
export interface BrokerCeilingOptions {
  /** Records produced, then consumed; default 1,000,000. */
  readonly records?: number
  /** Bytes per record value; default 100. */
  readonly recordSize?: number
  /** Partitions of the topic the tools use; default 1. */
  readonly partitions?: number
}

/** What Kafka's Java perf tools reached against one broker. */
export interface BrokerCeiling {
  readonly kafkaVersion: string
  readonly records: number
  readonly recordSize: number
  /** ProducerPerformance, Java producer defaults, no throttling. */
  readonly producerRecordsPerSec: number
  readonly producerMBPerSec: number
  /** ConsumerPerformance: records/s over the whole run, group join included. */
  readonly consumerRecordsPerSec: number
  /** ConsumerPerformance: records/s while fetching, group join excluded. */
  readonly consumerFetchRecordsPerSec: number
}

/** JVM options for the perf tools: a modest heap, the JIT left at its defaults so the figures are fair. */
const perfJvmOptions = ['-Xmx512m']

function toolOutputError(tool: string, output: string): KafkaSetupError {
  return new KafkaSetupError('KafkaToolFailed', `Could not read the figures ${tool} printed:\n${output}`)
}

function parseProducer(output: string): { recordsPerSec: number; mbPerSec: number } {
  const lines = output.trim().split('\n')
  const summary = /records sent, ([\d.]+) records\/sec \(([\d.]+) MB\/sec\)/.exec(
    lines[lines.length - 1] ?? '',
  )
  if (summary?.[1] === undefined || summary[2] === undefined)
    throw toolOutputError('ProducerPerformance', output)
  return { recordsPerSec: Number(summary[1]), mbPerSec: Number(summary[2]) }
}

function parseConsumer(output: string): { recordsPerSec: number; fetchRecordsPerSec: number } {
  const lines = output.trim().split('\n')
  const headerAt = lines.findIndex((line) => line.includes('nMsg.sec'))
  const header = (lines[headerAt] ?? '').split(',').map((s) => s.trim())
  const values = (lines[headerAt + 1] ?? '').split(',').map((s) => Number(s.trim()))
  const column = (name: string): number => values[header.indexOf(name)] ?? Number.NaN
  const figures = { recordsPerSec: column('nMsg.sec'), fetchRecordsPerSec: column('fetch.nMsg.sec') }
  if (
    headerAt < 0 ||
    !Number.isFinite(figures.recordsPerSec) ||
    !Number.isFinite(figures.fetchRecordsPerSec)
  ) {
    throw toolOutputError('ConsumerPerformance', output)
  }
  return figures
}

/**
 * Runs Kafka's ProducerPerformance then ConsumerPerformance against `bootstrapServers` on a fresh topic and
 * returns records/s for each, so a client benchmark can print its ratio to the broker's ceiling in the same run.
 *
 * @example
 * ```ts
 * const ceiling = await measureBrokerCeiling(cluster.bootstrapServers, { records: 200_000 })
 * console.log(ours / ceiling.producerRecordsPerSec)
 * ```
 */
export async function measureBrokerCeiling(
  bootstrapServers: string,
  options: BrokerCeilingOptions = {},
): Promise<BrokerCeiling> {
  const records = options.records ?? 1_000_000
  const recordSize = options.recordSize ?? 100
  const jars = await resolveKafkaJars()
  const topic = `broker-ceiling-${randomUUID()}`
  const admin = new Kafka({ brokers: bootstrapServers.split(','), logLevel: logLevel.NOTHING }).admin()
  await admin.connect()
  try {
    await admin.createTopics({
      topics: [{ topic, numPartitions: options.partitions ?? 1 }],
      waitForLeaders: true,
    })
    const producer = parseProducer(
      await runKafkaTool(
        jars.classpath,
        'org.apache.kafka.tools.ProducerPerformance',
        [
          '--bootstrap-server',
          bootstrapServers,
          '--topic',
          topic,
          '--num-records',
          String(records),
          '--record-size',
          String(recordSize),
          '--throughput',
          '-1',
          '--reporting-interval',
          '600000',
        ],
        perfJvmOptions,
      ),
    )
    const consumer = parseConsumer(
      await runKafkaTool(
        jars.classpath,
        'org.apache.kafka.tools.ConsumerPerformance',
        [
          '--bootstrap-server',
          bootstrapServers,
          '--topic',
          topic,
          '--num-records',
          String(records),
          '--group',
          `broker-ceiling-${randomUUID()}`,
          '--timeout',
          '30000',
        ],
        perfJvmOptions,
      ),
    )
    return {
      kafkaVersion: jars.version,
      records,
      recordSize,
      producerRecordsPerSec: producer.recordsPerSec,
      producerMBPerSec: producer.mbPerSec,
      consumerRecordsPerSec: consumer.recordsPerSec,
      consumerFetchRecordsPerSec: consumer.fetchRecordsPerSec,
    }
  } finally {
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined)
    await admin.disconnect()
  }
}

const format = (n: number): string => Math.round(n).toLocaleString('en-US')

/** `npm run bench brokerCeiling`: starts a broker and prints what Kafka's own Java clients reach against it. */
export const brokerCeilingBenchmark: Benchmark = {
  name: 'brokerCeiling',
  description: "Kafka's ProducerPerformance and ConsumerPerformance against a local broker (1M x 100 B)",
  run: async () => {
    const cluster = await startKafkaCluster({ jvm: 'throughput' })
    try {
      const c = await measureBrokerCeiling(cluster.bootstrapServers)
      console.log(
        `Kafka ${c.kafkaVersion}, one broker on ${cluster.bootstrapServers}, ${format(c.records)} records x ${c.recordSize} B`,
      )
      console.log(
        `  Java producer:  ${format(c.producerRecordsPerSec)} records/s (${c.producerMBPerSec} MB/s)`,
      )
      console.log(
        `  Java consumer:  ${format(c.consumerRecordsPerSec)} records/s (fetch only: ${format(c.consumerFetchRecordsPerSec)} records/s)`,
      )
      console.log(`  consumer / producer: ${(c.consumerRecordsPerSec / c.producerRecordsPerSec).toFixed(2)}`)
      return {
        comparisons: [
          throughput("Kafka's Java clients on one local broker", 'records/s', [
            { label: 'Java producer', value: c.producerRecordsPerSec },
            { label: 'Java consumer', value: c.consumerRecordsPerSec },
            { label: 'Java consumer (fetch only)', value: c.consumerFetchRecordsPerSec },
          ]),
        ],
      }
    } finally {
      await cluster.stop()
    }
  },
}
