import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { StreamsConfigError } from '../../../src/errors/TaskError.js'
import { decodeStreamsConfig, streamsConfig } from '../../../src/runtime/config/StreamsConfig.js'

const app = { 'application.id': 'app' }

/** The error of an invalid config: its key at fault and its message. */
const failure = (input: Record<string, unknown>): { readonly key: string; readonly message: string } => {
  const result = decodeStreamsConfig({ ...app, ...input })
  if (E.isRight(result)) throw new Error('expected the config to be rejected')
  expect(result.left).toBeInstanceOf(StreamsConfigError)
  return { key: result.left.key, message: result.left.message }
}

describe('client settings pass through', () => {
  it('gives an unprefixed setting to every client it concerns, and none to the others', () => {
    const { clients } = streamsConfig({
      ...app,
      'request.timeout.ms': 20_000,
      retries: 3,
      'fetch.min.bytes': 1024,
      acks: 'all',
      'client.rack': 'eu-1a',
    })
    const consumer = { 'request.timeout.ms': 20_000, 'fetch.min.bytes': 1024, 'client.rack': 'eu-1a' }
    expect(clients.mainConsumer).toEqual(consumer)
    expect(clients.restoreConsumer).toEqual(consumer)
    expect(clients.globalConsumer).toEqual(consumer)
    expect(clients.producer).toEqual({ 'request.timeout.ms': 20_000, retries: 3, acks: 'all' })
    expect(clients.admin).toEqual({ 'request.timeout.ms': 20_000, retries: 3 })
  })

  it('lets a prefixed setting win over the unprefixed one, and main/restore/global.consumer. over consumer.', () => {
    const { clients } = streamsConfig({
      ...app,
      'max.poll.records': 100,
      'consumer.max.poll.records': 200,
      'main.consumer.max.poll.records': 300,
      'global.consumer.max.poll.records': 400,
      'request.timeout.ms': 10_000,
      'producer.request.timeout.ms': 11_000,
      'admin.request.timeout.ms': 12_000,
      'restore.consumer.fetch.max.wait.ms': 50,
      'producer.linger.ms': 5,
      'producer.batch.size': 32_768,
      'producer.compression.type': 'gzip',
    })
    expect(clients.mainConsumer['max.poll.records']).toBe(300)
    expect(clients.restoreConsumer['max.poll.records']).toBe(200)
    expect(clients.globalConsumer['max.poll.records']).toBe(400)
    expect(clients.restoreConsumer['fetch.max.wait.ms']).toBe(50)
    expect(clients.mainConsumer['fetch.max.wait.ms']).toBeUndefined()
    expect(clients.mainConsumer['request.timeout.ms']).toBe(10_000)
    expect(clients.producer).toMatchObject({
      'request.timeout.ms': 11_000,
      'linger.ms': 5,
      'batch.size': 32_768,
      'compression.type': 'gzip',
    })
    expect(clients.admin['request.timeout.ms']).toBe(12_000)
  })

  it('reads values as Java Properties hold them (strings), and acks -1 as all', () => {
    const { clients } = streamsConfig({
      ...app,
      'consumer.fetch.max.bytes': '52428800',
      'producer.acks': -1,
      'producer.enable.idempotence': 'true',
    })
    expect(clients.mainConsumer['fetch.max.bytes']).toBe(52_428_800)
    expect(clients.producer).toEqual({ acks: 'all', 'enable.idempotence': true })
  })

  it('gives clients no settings when none are set', () => {
    const { clients } = streamsConfig(app)
    expect(clients).toEqual({
      mainConsumer: {},
      restoreConsumer: {},
      globalConsumer: {},
      producer: {},
      admin: {},
    })
  })

  it("refuses values outside Java's bounds, naming the key", () => {
    expect(failure({ 'max.poll.records': 0 })).toMatchObject({ key: 'max.poll.records' })
    expect(failure({ 'max.poll.records': 0 }).message).toContain(
      "'max.poll.records' must be a whole number of records, from 1 to 2147483647, got 0.",
    )
    expect(failure({ 'consumer.fetch.min.bytes': -1 }).key).toBe('consumer.fetch.min.bytes')
    expect(failure({ 'producer.batch.size': 2 ** 31 }).key).toBe('producer.batch.size')
    expect(failure({ 'producer.linger.ms': 1.5 }).key).toBe('producer.linger.ms')
    expect(failure({ 'producer.acks': 2 }).message).toContain(
      "'producer.acks' must be 'all', '-1', '1' or '0'",
    )
    expect(failure({ 'main.consumer.client.rack': 7 }).key).toBe('main.consumer.client.rack')
  })

  it('refuses a prefixed setting of another kind of client, saying which prefix to use', () => {
    const { key, message } = failure({ 'consumer.acks': 'all' })
    expect(key).toBe('consumer.acks')
    expect(message).toContain(
      "'consumer.acks': 'acks' is a producer setting, not a consumer one; use 'producer.acks', or 'acks'",
    )
    expect(failure({ 'admin.max.poll.records': 10 }).message).toContain("use 'consumer.max.poll.records'")
  })

  it('refuses a prefixed key no client adapter can honour, naming it', () => {
    const { key, message } = failure({ 'consumer.enable.auto.commit': true })
    expect(key).toBe('consumer.enable.auto.commit')
    expect(message).toContain(
      "'consumer.enable.auto.commit' is not a consumer setting Tributary passes through",
    )
    expect(message).toContain('Remove it.')
  })

  it('refuses compression types kafkajs cannot write', () => {
    const { key, message } = failure({ 'producer.compression.type': 'zstd' })
    expect(key).toBe('producer.compression.type')
    expect(message).toContain("use 'gzip' or 'none'")
    expect(failure({ 'compression.type': 'brotli' }).key).toBe('compression.type')
  })

  it('refuses acks=0 under any guarantee: stores commit with the offsets their producer acknowledged', () => {
    const { key, message } = failure({ 'producer.acks': 0 })
    expect(key).toBe('producer.acks')
    expect(message).toContain("'producer.acks' is '0'")
    expect(message).toContain("set '1' or 'all'")
    expect(failure({ acks: '0' }).key).toBe('acks')
  })

  it('keeps refusing unknown unprefixed keys', () => {
    expect(failure({ 'max.in.flight.requests.per.connection': 1 }).key).toBe(
      'max.in.flight.requests.per.connection',
    )
  })

  describe('under exactly_once_v2', () => {
    const eos = { 'processing.guarantee': 'exactly_once_v2' } as const

    it('refuses acks other than all, naming the key and why', () => {
      const { key, message } = failure({ ...eos, 'producer.acks': '1' })
      expect(key).toBe('producer.acks')
      expect(message).toContain("'producer.acks' is '1', but 'processing.guarantee' is 'exactly_once_v2'")
      expect(message).toContain('acks=all')
      expect(failure({ ...eos, acks: 0 }).key).toBe('acks')
    })

    it('refuses enable.idempotence=false and retries=0', () => {
      expect(failure({ ...eos, 'enable.idempotence': false })).toMatchObject({
        key: 'enable.idempotence',
        message: expect.stringContaining('needs an idempotent producer') as unknown,
      })
      expect(failure({ ...eos, 'producer.retries': 0 })).toMatchObject({
        key: 'producer.retries',
        message: expect.stringContaining('must retry') as unknown,
      })
    })

    it('names the key that won: a prefixed acks=all over an unprefixed acks=1 is fine', () => {
      const config = streamsConfig({ ...app, ...eos, acks: '1', 'producer.acks': 'all' })
      expect(config.clients.producer.acks).toBe('all')
      expect(failure({ ...eos, acks: 'all', 'producer.acks': '0' }).key).toBe('producer.acks')
    })

    it('accepts the settings that keep the guarantee', () => {
      const config = streamsConfig({
        ...app,
        'processing.guarantee': 'exactly_once_v2',
        acks: 'all',
        'enable.idempotence': true,
        retries: 10,
        'producer.linger.ms': 20,
      })
      expect(config.clients.producer).toEqual({
        acks: 'all',
        'enable.idempotence': true,
        retries: 10,
        'linger.ms': 20,
      })
    })
  })

  it('refuses an idempotent producer with acks other than all under at_least_once too', () => {
    expect(failure({ 'enable.idempotence': true, 'producer.acks': '1' }).key).toBe('producer.acks')
    expect(streamsConfig({ ...app, acks: '1' }).clients.producer.acks).toBe('1')
  })
})
