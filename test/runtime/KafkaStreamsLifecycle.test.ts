import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { filter, firstValueFrom, toArray } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedKafka, mapValues, Serdes, StreamsBuilder, to } from '../../src/index.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import type { StreamsState } from '../../src/core/StreamsState.js'
import type { StreamThreadExceptionResponse } from '../../src/runtime/thread/StreamsUncaughtExceptionHandler.js'
import { createTopics, produceLines, tempDirs, wordCountStreams } from './thread/wordCountApp.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const text = Serdes.string()
const quiet = { warn: () => undefined, error: () => undefined }

/** 'numbers' -> halves -> 'halves'; `fails(value)` says whether the processor throws on that value now. */
const halvesApp = (
  kafka: EmbeddedKafka,
  fails: (value: string) => boolean,
  applicationId = 'halves',
  threads = 1,
): KafkaStreams => {
  const builder = new StreamsBuilder()
  builder.stream('numbers', { key: text, value: text }).pipe(
    mapValues((v) => {
      if (fails(v)) throw new Error(`cannot halve ${v}`)
      return String(Number(v) / 2)
    }),
    to('halves', { key: text, value: text }),
  )
  return new KafkaStreams(
    builder.build(),
    {
      'application.id': applicationId,
      'state.dir': dirs.make(),
      'poll.ms': 20,
      'commit.interval.ms': 50,
      'num.stream.threads': threads,
    },
    kafka,
    { logger: quiet },
  )
}

const reached = (app: KafkaStreams, state: StreamsState) =>
  firstValueFrom(app.state$.pipe(filter((c) => c.newState === state)))

/** Reads `topic` (one partition) until `n` values arrived or 300 polls passed. */
const values = async (kafka: EmbeddedKafka, topic: string, n: number): Promise<string[]> => {
  const consumer = kafka.assignedConsumer({ clientId: 'values' })
  await consumer.connect()
  await consumer.assign([{ topic, partition: 0 }])
  const out: string[] = []
  for (let i = 0; i < 300 && out.length < n; i++) {
    for (const r of await consumer.poll(20)) if (r.value !== null) out.push(r.value.toString())
  }
  await consumer.disconnect()
  return out
}

describe('KafkaStreams uncaught exception handler (embedded broker)', () => {
  it('REPLACE_THREAD starts a new thread in place of the dead one: the client stays up and processes the rest', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['numbers', 'halves'], 1)
    let failures = 0
    const app = halvesApp(kafka, (v) => v === 'boom' && failures++ === 0)
    const handled: unknown[] = []
    app.setUncaughtExceptionHandler((error): StreamThreadExceptionResponse => {
      handled.push(error)
      return 'REPLACE_THREAD'
    })
    const states = firstValueFrom(app.state$.pipe(toArray()))
    await app.start()
    await reached(app, 'RUNNING')
    await produceLines(kafka, 'numbers', ['2', 'boom', '6'])
    expect(await values(kafka, 'halves', 3)).toEqual(['1', 'NaN', '3'])
    expect(handled).toEqual([expect.objectContaining({ _tag: 'ProcessingFailed' })])
    expect(app.state()).toBe('RUNNING')
    expect(app.localTasks().size).toBe(1)
    expect(await app.close()).toBe(true)
    const seen = (await states).map((c) => c.newState)
    expect(seen).not.toContain('PENDING_ERROR')
    expect(seen.filter((s) => s === 'RUNNING').length).toBeGreaterThanOrEqual(2)
  })

  it('SHUTDOWN_CLIENT closes this client: PENDING_ERROR, then ERROR, with the error that killed the thread', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['numbers', 'halves'], 1)
    const app = halvesApp(kafka, (v) => v === 'boom')
    app.setUncaughtExceptionHandler(() => 'SHUTDOWN_CLIENT')
    const states = firstValueFrom(app.state$.pipe(toArray()))
    await app.start()
    await produceLines(kafka, 'numbers', ['boom'])
    expect((await states).map((c) => c.newState).slice(-2)).toEqual(['PENDING_ERROR', 'ERROR'])
    expect(app.error).toMatchObject({ _tag: 'ProcessingFailed' })
    // a client in ERROR may clean up, as in Java
    await expect(app.cleanUp()).resolves.toBeUndefined()
  })

  it('without a handler the client shuts down (SHUTDOWN_CLIENT), as with a handler that throws or answers something else', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['numbers', 'halves'], 1)
    const plain = halvesApp(kafka, (v) => v === 'boom', 'halves-plain')
    const throwing = halvesApp(kafka, (v) => v === 'boom', 'halves-throwing')
    throwing.setUncaughtExceptionHandler(() => {
      throw new Error('handler bug')
    })
    const odd = halvesApp(kafka, (v) => v === 'boom', 'halves-odd')
    odd.setUncaughtExceptionHandler(() => 'IGNORE' as StreamThreadExceptionResponse)
    const apps = [plain, throwing, odd]
    const ended = Promise.all(apps.map((app) => reached(app, 'ERROR')))
    for (const app of apps) await app.start()
    await produceLines(kafka, 'numbers', ['boom'])
    await ended
    expect(apps.map((app) => (app.error as { readonly _tag?: unknown })._tag)).toEqual([
      'ProcessingFailed',
      'ProcessingFailed',
      'ProcessingFailed',
    ])
  })

  it('SHUTDOWN_APPLICATION shuts every instance down through the assignment: both clients end in ERROR', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['numbers', 'halves'], 2)
    const handled: unknown[] = []
    const apps = [0, 1].map(() => {
      const app = halvesApp(kafka, (v) => v === 'boom', 'halves-app')
      app.setUncaughtExceptionHandler((error) => {
        handled.push(error)
        return 'SHUTDOWN_APPLICATION'
      })
      return app
    })
    const [a, b] = apps as [KafkaStreams, KafkaStreams]
    const errors = Promise.all(apps.map((app) => reached(app, 'ERROR')))
    await a.start()
    await reached(a, 'RUNNING')
    await b.start()
    await reached(b, 'RUNNING')
    await produceLines(kafka, 'numbers', ['boom'])
    await errors
    expect(handled).toHaveLength(1)
    expect([a.error, b.error].map((e) => (e as { _tag: string })._tag).sort()).toEqual([
      'ApplicationShutdown',
      'ProcessingFailed',
    ])
  })

  it('SHUTDOWN_APPLICATION from one of two threads: the live thread carries the request and the client ends in ERROR', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['numbers', 'halves'], 2)
    const app = halvesApp(kafka, (v) => v === 'boom', 'halves-two-threads', 2)
    app.setUncaughtExceptionHandler(() => 'SHUTDOWN_APPLICATION')
    const states = firstValueFrom(app.state$.pipe(toArray()))
    await app.start()
    await reached(app, 'RUNNING')
    await produceLines(kafka, 'numbers', ['boom'])
    expect((await states).map((c) => c.newState).slice(-2)).toEqual(['PENDING_ERROR', 'ERROR'])
    expect(app.error).toMatchObject({ _tag: 'ProcessingFailed' })
  })

  it('refuses a handler that is not a function, or comes after start, with typed errors', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['numbers', 'halves'], 1)
    const app = halvesApp(kafka, () => false)
    expect(() => app.setUncaughtExceptionHandler('REPLACE_THREAD' as never)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument', argument: 'handler' }),
    )
    await app.start()
    expect(() => app.setUncaughtExceptionHandler(() => 'REPLACE_THREAD')).toThrow(
      expect.objectContaining({ _tag: 'IllegalClientState', operation: 'setUncaughtExceptionHandler' }),
    )
    expect(await app.close()).toBe(true)
  })
})

describe('KafkaStreams.cleanUp (embedded broker)', () => {
  it('deletes the application state directory only when not running, and never under a store another client holds', async () => {
    const kafka = new EmbeddedKafka()
    await createTopics(kafka, ['text-lines', 'word-counts-out'], 2)
    const stateDir = dirs.make()
    const config = { 'application.id': 'clean-word-count', 'state.dir': stateDir }
    const appDir = join(stateDir, 'clean-word-count')
    await expect(wordCountStreams(kafka, config).cleanUp()).resolves.toBeUndefined()

    const running = wordCountStreams(kafka, config)
    await running.start()
    await produceLines(kafka, 'text-lines', ['kafka streams', 'kafka'])
    await reached(running, 'RUNNING')
    await expect(running.cleanUp()).rejects.toMatchObject({ _tag: 'IllegalClientState', state: 'RUNNING' })

    const other = wordCountStreams(kafka, config)
    await expect(other.cleanUp()).rejects.toMatchObject({ _tag: 'StateDirectoryLocked' })
    expect(existsSync(appDir)).toBe(true)

    expect(await running.close()).toBe(true)
    await running.cleanUp()
    expect(existsSync(appDir)).toBe(false)
  })
})
