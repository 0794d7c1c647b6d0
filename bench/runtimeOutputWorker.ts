// Worker thread of runtimeOutputReader.ts: reads every partition of the output topic from the start and counts
// records until `expected`, posting progress every tenth and, at the end, when the first and the last were read.
import { parentPort, workerData } from 'node:worker_threads'
import { KafkajsClientSupplier } from '../src/kafka/kafkajs/KafkajsClientSupplier.js'
import type { ConsumerIsolationLevel } from '../src/kafka/ports.js'
import { now } from './runtimeKafka.js'

export interface OutputWorkerData {
  readonly bootstrap: string
  readonly topic: string
  readonly partitions: number
  readonly isolationLevel: ConsumerIsolationLevel
  readonly expected: number
}

export type OutputWorkerMessage =
  | { readonly _tag: 'Ready' }
  | { readonly _tag: 'Progress'; readonly seen: number; readonly at: number }
  | { readonly _tag: 'Done'; readonly seen: number; readonly firstAt: number; readonly lastAt: number }

const data = workerData as OutputWorkerData
const post = (message: OutputWorkerMessage): void => parentPort?.postMessage(message)
const consumer = new KafkajsClientSupplier({
  'bootstrap.servers': data.bootstrap,
  'client.id': 'bench-output-reader',
}).assignedConsumer({
  clientId: 'bench-output-reader',
  isolationLevel: data.isolationLevel,
  maxPollRecords: 50_000,
})
await consumer.connect()
await consumer.assign(
  Array.from({ length: data.partitions }, (_, partition) => ({ topic: data.topic, partition })),
)
post({ _tag: 'Ready' })
let seen = 0
let firstAt = 0
let nextReport = data.expected / 10
while (seen < data.expected) {
  const records = await consumer.poll(100)
  if (records.length === 0) continue
  if (firstAt === 0) firstAt = now()
  seen += records.length
  if (seen >= nextReport && seen < data.expected) {
    post({ _tag: 'Progress', seen, at: now() })
    nextReport += data.expected / 10
  }
}
post({ _tag: 'Done', seen, firstAt, lastAt: now() })
await consumer.disconnect()
