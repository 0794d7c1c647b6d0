/**
 * Checks a topic to create the way a Kafka broker does: legal name, partition count, replication factor for a
 * single broker, known config names with valid values. Every failure names what to fix.
 * @since 0.1.0
 */
import { KafkaClientError } from '../KafkaClientError.js'
import type { NewTopic } from '../ports.js'

/** A topic that passed validation, with the broker default partition count filled in. */
export interface ValidNewTopic {
  readonly topic: string
  readonly numPartitions: number
  readonly configs: Readonly<Record<string, string>>
}

const legalName = /^[a-zA-Z0-9._-]+$/
const maxNameLength = 249

const oneOf =
  (...allowed: string[]) =>
  (v: string): boolean =>
    allowed.includes(v)
const integerAtLeast =
  (min: number) =>
  (v: string): boolean =>
    /^-?\d+$/.test(v) && Number(v) >= min
const boolean = oneOf('true', 'false')
const ratio = (v: string): boolean => v.trim() !== '' && Number(v) >= 0 && Number(v) <= 1

/** Kafka's topic-level configs and what each accepts (the check a broker does on CreateTopics). */
const topicConfigs: Readonly<
  Record<string, { readonly valid: (v: string) => boolean; readonly expected: string }>
> = {
  'cleanup.policy': {
    valid: oneOf('delete', 'compact', 'compact,delete', 'delete,compact'),
    expected: "'delete', 'compact' or 'compact,delete'",
  },
  'compression.type': {
    valid: oneOf('uncompressed', 'zstd', 'lz4', 'snappy', 'gzip', 'producer'),
    expected: 'uncompressed, zstd, lz4, snappy, gzip or producer',
  },
  'compression.gzip.level': { valid: integerAtLeast(-1), expected: 'an integer' },
  'compression.lz4.level': { valid: integerAtLeast(1), expected: 'a positive integer' },
  'compression.zstd.level': { valid: integerAtLeast(-131072), expected: 'an integer' },
  'delete.retention.ms': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'file.delete.delay.ms': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'flush.messages': { valid: integerAtLeast(1), expected: 'a positive integer' },
  'flush.ms': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'follower.replication.throttled.replicas': { valid: () => true, expected: 'a replica list' },
  'index.interval.bytes': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'leader.replication.throttled.replicas': { valid: () => true, expected: 'a replica list' },
  'local.retention.bytes': { valid: integerAtLeast(-2), expected: 'an integer of -2 or more' },
  'local.retention.ms': { valid: integerAtLeast(-2), expected: 'an integer of -2 or more' },
  'max.compaction.lag.ms': { valid: integerAtLeast(1), expected: 'a positive integer' },
  'max.message.bytes': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'message.timestamp.after.max.ms': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'message.timestamp.before.max.ms': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'message.timestamp.type': {
    valid: oneOf('CreateTime', 'LogAppendTime'),
    expected: 'CreateTime or LogAppendTime',
  },
  'min.cleanable.dirty.ratio': { valid: ratio, expected: 'a number between 0 and 1' },
  'min.compaction.lag.ms': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'min.insync.replicas': { valid: integerAtLeast(1), expected: 'a positive integer' },
  preallocate: { valid: boolean, expected: 'true or false' },
  'remote.storage.enable': { valid: boolean, expected: 'true or false' },
  'remote.log.copy.disable': { valid: boolean, expected: 'true or false' },
  'remote.log.delete.on.disable': { valid: boolean, expected: 'true or false' },
  'retention.bytes': { valid: integerAtLeast(-1), expected: 'an integer of -1 or more' },
  'retention.ms': { valid: integerAtLeast(-1), expected: 'an integer of -1 or more' },
  'segment.bytes': { valid: integerAtLeast(1024 * 1024), expected: 'an integer of at least 1048576' },
  'segment.index.bytes': { valid: integerAtLeast(4), expected: 'an integer of at least 4' },
  'segment.jitter.ms': { valid: integerAtLeast(0), expected: 'a non-negative integer' },
  'segment.ms': { valid: integerAtLeast(1), expected: 'a positive integer' },
  'unclean.leader.election.enable': { valid: boolean, expected: 'true or false' },
}

const invalid = (topic: string, message: string): KafkaClientError<'InvalidTopicConfiguration'> =>
  new KafkaClientError('InvalidTopicConfiguration', `Cannot create topic '${topic}': ${message}.`, { topic })

/**
 * Validates one topic to create; `defaultPartitions` stands in for `numPartitions: -1` (the broker default).
 * @throws KafkaClientError `InvalidTopicConfiguration` naming the topic and what is wrong.
 */
export const validateNewTopic = (topic: NewTopic, defaultPartitions: number): ValidNewTopic => {
  const name = topic.topic
  if (typeof name !== 'string' || name.length === 0) throw invalid(String(name), 'the topic name is empty')
  if (name === '.' || name === '..') throw invalid(name, "'.' and '..' are not legal topic names")
  if (name.length > maxNameLength) throw invalid(name, `the name is longer than ${maxNameLength} characters`)
  if (!legalName.test(name)) {
    throw invalid(name, 'a topic name may only contain ASCII letters, digits, ".", "_" and "-"')
  }
  const numPartitions = topic.numPartitions === -1 ? defaultPartitions : topic.numPartitions
  if (!Number.isInteger(numPartitions) || numPartitions < 1) {
    throw invalid(
      name,
      `numPartitions must be a positive integer (or -1 for the default), got ${topic.numPartitions}`,
    )
  }
  const rf = topic.replicationFactor ?? -1
  if (rf !== -1 && rf !== 1) {
    throw invalid(
      name,
      `replicationFactor ${rf} is larger than the 1 broker of the embedded cluster; use 1 or -1`,
    )
  }
  const configs = topic.configs ?? {}
  for (const [key, value] of Object.entries(configs)) {
    const rule = topicConfigs[key]
    if (rule === undefined) throw invalid(name, `'${key}' is not a Kafka topic config`)
    if (typeof value !== 'string' || !rule.valid(value)) {
      throw invalid(name, `config '${key}' must be ${rule.expected}, got '${String(value)}'`)
    }
  }
  return { topic: name, numPartitions, configs: { ...configs } }
}
