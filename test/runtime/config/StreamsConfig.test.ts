import * as E from 'fp-ts/lib/Either.js'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  decodeStreamsConfig,
  streamsConfig,
  type StreamsConfigInput,
} from '../../../src/runtime/config/StreamsConfig.js'
import { StreamsConfigError } from '../../../src/errors/TaskError.js'
import { Serdes } from '../../../src/serde/Serdes.js'

/** The error of an invalid config: its key at fault and its message. */
const failure = (input: unknown): { readonly key: string; readonly message: string } => {
  const result = decodeStreamsConfig(input)
  if (E.isRight(result)) throw new Error('expected the config to be rejected')
  expect(result.left).toBeInstanceOf(StreamsConfigError)
  expect(result.left._tag).toBe('StreamsConfig')
  expect(result.left.retryable).toBe(false)
  return { key: result.left.key, message: result.left.message }
}

const app = { 'application.id': 'word-count' }

describe('StreamsConfig', () => {
  it("fills in Kafka Streams' defaults", () => {
    const config = streamsConfig(app)
    expect(config).toMatchObject({
      'application.id': 'word-count',
      'bootstrap.servers': undefined,
      'state.dir': join(tmpdir(), 'kafka-streams'),
      'num.stream.threads': 1,
      'processing.guarantee': 'at_least_once',
      'commit.interval.ms': 30_000,
      'num.standby.replicas': 0,
      'application.server': '',
      'replication.factor': -1,
      'topology.optimization': 'none',
      'deserialization.exception.handler': 'LogAndFailExceptionHandler',
      'processing.exception.handler': 'LogAndFailProcessingExceptionHandler',
      'production.exception.handler': 'DefaultProductionExceptionHandler',
      'default.timestamp.extractor': 'FailOnInvalidTimestamp',
      'max.task.idle.ms': 0,
      'buffered.records.per.partition': 1000,
      'acceptable.recovery.lag': 10_000,
      'max.warmup.replicas': 2,
      'probing.rebalance.interval.ms': 600_000,
      'poll.ms': 100,
      'task.timeout.ms': 300_000,
      'default.interactive.query.isolation.level': 'READ_UNCOMMITTED',
      'statestore.cache.max.bytes': 10 * 1024 * 1024,
      'statestore.transactional.enabled': true,
      'statestore.transactional.mechanism': 'indexbatch',
      clientSettings: {},
    })
    expect(config['default.key.serde']).toBeUndefined()
  })

  it('commits every 100 ms under exactly_once_v2 unless commit.interval.ms is set', () => {
    expect(streamsConfig({ ...app, 'processing.guarantee': 'exactly_once_v2' })['commit.interval.ms']).toBe(
      100,
    )
    expect(
      streamsConfig({ ...app, 'processing.guarantee': 'exactly_once_v2', 'commit.interval.ms': 500 })[
        'commit.interval.ms'
      ],
    ).toBe(500)
  })

  it("takes the consumer's session and heartbeat and the producer's transaction timeout, Java's defaults", () => {
    expect(streamsConfig(app)).toMatchObject({
      'session.timeout.ms': 45_000,
      'heartbeat.interval.ms': 3_000,
      'transaction.timeout.ms': 10_000,
    })
    const given = {
      ...app,
      'session.timeout.ms': 6000,
      'heartbeat.interval.ms': 1000,
      'transaction.timeout.ms': 5000,
    }
    expect(streamsConfig(given)).toMatchObject(given)
    expect(failure({ ...app, 'session.timeout.ms': 6000, 'heartbeat.interval.ms': 6000 }).key).toBe(
      'heartbeat.interval.ms',
    )
    expect(failure({ ...app, 'heartbeat.interval.ms': 50_000 }).key).toBe('heartbeat.interval.ms')
    expect(failure({ ...app, 'transaction.timeout.ms': 0 }).key).toBe('transaction.timeout.ms')
  })

  it('keeps given values, numeric strings included, and the client settings', () => {
    const serde = Serdes.string()
    const result = decodeStreamsConfig({
      ...app,
      'bootstrap.servers': '127.0.0.1:9092',
      'client.id': 'wc',
      'num.stream.threads': '3',
      'num.standby.replicas': 1,
      'application.server': 'localhost:7070',
      'topology.optimization': ['merge.repartition.topics'],
      'default.key.serde': serde,
      'statestore.cache.max.bytes': 0,
      'max.task.idle.ms': -1,
    })
    if (E.isLeft(result)) throw result.left
    const config = result.right
    expect(config['num.stream.threads']).toBe(3)
    expect(config['application.server']).toBe('localhost:7070')
    expect(config['topology.optimization']).toEqual(['merge.repartition.topics'])
    expect(config['default.key.serde']).toBe(serde)
    expect(config['statestore.cache.max.bytes']).toBe(0)
    expect(config['max.task.idle.ms']).toBe(-1)
    expect(config.clientSettings).toEqual({ 'bootstrap.servers': '127.0.0.1:9092', 'client.id': 'wc' })
  })

  it('requires application.id', () => {
    expect(failure({})).toMatchObject({ key: 'application.id' })
    expect(failure({}).message).toContain("'application.id' is required")
  })

  it('rejects what is not an object of settings', () => {
    expect(failure('app').key).toBe('application.id')
    expect(failure(null).key).toBe('application.id')
  })

  it('names each bad value with the key and what it accepts', () => {
    const cases: readonly [string, unknown][] = [
      ['application.id', 'word count'],
      ['num.stream.threads', 0],
      ['processing.guarantee', 'exactly_once'],
      ['commit.interval.ms', -5],
      ['num.standby.replicas', 1.5],
      ['application.server', 'localhost'],
      ['replication.factor', 0],
      ['probing.rebalance.interval.ms', 1000],
      ['max.task.idle.ms', -2],
      ['buffered.records.per.partition', 0],
      ['default.interactive.query.isolation.level', 'SERIALIZABLE'],
      ['deserialization.exception.handler', 'IgnoreEverything'],
      ['default.key.serde', 'string'],
      ['topology.optimization', ['all', 'bogus']],
    ]
    for (const [key, value] of cases) {
      const { key: at, message } = failure({ ...app, [key]: value })
      expect(at).toBe(key)
      expect(message).toContain(`'${key}'`)
    }
  })

  it("reports topology.optimization mixes with the optimizer's own rule", () => {
    expect(failure({ ...app, 'topology.optimization': 'all,merge.repartition.topics' }).key).toBe(
      'topology.optimization',
    )
  })

  it('refuses a wildcard application.server, which other instances would be told to dial', () => {
    for (const wildcard of ['0.0.0.0:7070', '[::]:7070']) {
      const refused = failure({ ...app, 'application.server': wildcard })
      expect(refused.key).toBe('application.server')
      expect(refused.message).toContain('wildcard')
    }
    expect(failure({ ...app, 'application.server': '::7070' }).key).toBe('application.server')
  })

  it('reuses the store config rules for statestore.transactional.mechanism', () => {
    expect(failure({ ...app, 'statestore.transactional.mechanism': 'rocksdb' }).key).toBe(
      'statestore.transactional.mechanism',
    )
  })

  it("takes Kafka Streams' internal emit intervals, which Java accepts and the processors read", () => {
    const outerJoin = '__emit.interval.ms.kstreams.outer.join.spurious.results.fix__'
    const windowed = '__emit.interval.ms.kstreams.windowed.aggregation__'
    const config = streamsConfig({ ...app, [outerJoin]: 0, [windowed]: 250 })
    expect(config[outerJoin]).toBe(0)
    expect(config[windowed]).toBe(250)
    expect(failure({ ...app, [outerJoin]: -1 }).key).toBe(outerJoin)
  })

  it('lists every problem at once', () => {
    const { message } = failure({ 'num.stream.threads': 0, 'poll.ms': 'soon' })
    expect(message).toContain("'application.id'")
    expect(message).toContain("'num.stream.threads'")
    expect(message).toContain("'poll.ms'")
  })

  it("accepts Java's deprecated names for their keys, but not both at once", () => {
    const config = streamsConfig({
      ...app,
      'cache.max.bytes.buffering': 0,
      'default.deserialization.exception.handler': 'LogAndContinueExceptionHandler',
      'default.production.exception.handler': 'DefaultProductionExceptionHandler',
    } as StreamsConfigInput)
    expect(config['statestore.cache.max.bytes']).toBe(0)
    expect(config['deserialization.exception.handler']).toBe('LogAndContinueExceptionHandler')
    expect(
      failure({ ...app, 'cache.max.bytes.buffering': 1, 'statestore.cache.max.bytes': 2 }),
    ).toMatchObject({ key: 'cache.max.bytes.buffering' })
  })

  it('points Java-only and misspelled keys to the right name', () => {
    expect(failure({ ...app, 'enable.transactional.statestores': true })).toMatchObject({
      key: 'enable.transactional.statestores',
    })
    expect(failure({ ...app, 'enable.transactional.statestores': true }).message).toContain(
      "'statestore.transactional.enabled'",
    )
    expect(failure({ ...app, 'num.stream.thread': 2 }).message).toContain("did you mean 'num.stream.threads'")
  })

  it('checks client settings with the client rules', () => {
    expect(failure({ ...app, 'bootstrap.servers': 'no-port' }).key).toBe('bootstrap.servers')
    expect(failure({ ...app, 'request.timeout.ms': -1 }).key).toBe('request.timeout.ms')
    expect(failure({ ...app, 'totally.unknown': 1 }).key).toBe('totally.unknown')
  })
})

describe("numeric settings' bounds (Java's INT range, Kafka's own rules)", () => {
  it.each([
    ['num.stream.threads', 1_000_000, 'from 1 to 1000'],
    ['session.timeout.ms', 2 ** 40, 'from 1 to 2147483647'],
    ['heartbeat.interval.ms', 2 ** 31, 'from 1 to 2147483647'],
    ['transaction.timeout.ms', 2 ** 31, 'from 1 to 2147483647'],
    ['commit.interval.ms', 2 ** 31, 'from 0 to 2147483647'],
    ['poll.ms', 2 ** 31, 'from 0 to 2147483647'],
    ['max.task.idle.ms', 2 ** 31, 'from -1 to 2147483647'],
    ['probing.rebalance.interval.ms', 2 ** 31, 'from 60000 to 2147483647'],
    ['buffered.records.per.partition', 2 ** 31, 'from 1 to 2147483647'],
    ['num.standby.replicas', -1, 'from 0 to 2147483647'],
    ['max.warmup.replicas', 0, 'from 1 to 2147483647'],
    ['replication.factor', 0, "must be -1 (the broker's default) or at least 1"],
    ['replication.factor', -2, "must be -1 (the broker's default) or at least 1"],
    ['replication.factor', 40_000, 'at most 32767'],
  ])('refuses %s = %d at config time, stating the rule', (key, value, rule) => {
    const { key: at, message } = failure({ ...app, [key]: value })
    expect(at).toBe(key)
    expect(message).toContain(rule)
  })

  it('accepts the ends of each range', () => {
    const config = streamsConfig({
      ...app,
      'num.stream.threads': 1000,
      'session.timeout.ms': 2_147_483_647,
      'replication.factor': 3,
      'max.task.idle.ms': -1,
      'acceptable.recovery.lag': 2 ** 40,
    })
    expect(config['num.stream.threads']).toBe(1000)
    expect(config['session.timeout.ms']).toBe(2_147_483_647)
    expect(config['replication.factor']).toBe(3)
    expect(config['max.task.idle.ms']).toBe(-1)
    expect(config['acceptable.recovery.lag']).toBe(2 ** 40)
  })
})

describe("Kafka Streams 4's dead-letter topic name (KIP-1034)", () => {
  it("reads 'errors.dead.letter.queue.topic.name' as 'errors.deadletterqueue.topic.name', not both at once", () => {
    const config = streamsConfig({
      ...app,
      'errors.dead.letter.queue.topic.name': 'dlq',
    } as StreamsConfigInput)
    expect(config['errors.deadletterqueue.topic.name']).toBe('dlq')
    const both = { 'errors.dead.letter.queue.topic.name': 'a', 'errors.deadletterqueue.topic.name': 'b' }
    expect(failure({ ...app, ...both }).key).toBe('errors.dead.letter.queue.topic.name')
  })
})
