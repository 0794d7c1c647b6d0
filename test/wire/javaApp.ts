// Starts Java Kafka Streams applications (reference/java `Goldens app`, WireApp.java) on the test broker and talks
// to them over stdin/stdout: each prints its events as JSON lines, answers commands, and closes on "stop". The
// harness is compiled once and its class path kept in reference/java/target, so every test file reuses one build.
import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'
import { toolJvmOptions } from '../../scripts/kafka/java.js'
import { prepareReferenceJava } from '../../scripts/referenceJava.js'

/** What WireApp reads: the app's configuration and which WireCatalogue topology it runs over which topics. */
export interface JavaAppSpec {
  readonly applicationId: string
  readonly bootstrap: string
  readonly topology: string
  readonly topics: Readonly<Record<string, string>>
  readonly processingGuarantee?: 'at_least_once' | 'exactly_once_v2'
  readonly commitIntervalMs?: number
  readonly numThreads?: number
  /** `host:port` this instance advertises for interactive queries. */
  readonly applicationServer?: string
  /** Further StreamsConfig entries. */
  readonly config?: Readonly<Record<string, string | number>>
  /** Defaults to a fresh temporary directory, removed after stop(). */
  readonly stateDir?: string
}

/** One JSON line the Java app printed. */
export type JavaAppEvent =
  | { readonly event: 'state'; readonly from: string; readonly to: string }
  | { readonly event: 'tasks'; readonly active: readonly string[]; readonly standby: readonly string[] }
  | {
      readonly event: 'metadata'
      readonly store: string
      readonly key: string
      readonly available: boolean
      readonly host?: string
      readonly port?: number
      readonly partition?: number
      readonly standbyHosts?: readonly string[]
    }
  | {
      readonly event: 'clients'
      readonly clients: readonly {
        readonly host: string
        readonly port: number
        readonly topicPartitions: readonly string[]
        readonly standbyTopicPartitions: readonly string[]
        readonly stateStoreNames: readonly string[]
      }[]
    }
  | { readonly event: 'value'; readonly store: string; readonly key: string; readonly value: string | null }
  | { readonly event: 'entries'; readonly store: string; readonly entries: Readonly<Record<string, string>> }
  | { readonly event: 'error'; readonly message: string; readonly command?: string }
  | { readonly event: 'closed'; readonly state: string }

export class JavaAppError extends Error {
  readonly _tag = 'JavaAppError'
}

type Matcher<E extends JavaAppEvent> = (event: JavaAppEvent) => event is E

interface Waiter {
  readonly matches: (event: JavaAppEvent) => boolean
  readonly resolve: (event: JavaAppEvent) => void
}

let classpath: string | undefined

const javaClasspath = (): string => {
  if (classpath !== undefined) return classpath
  const harness = prepareReferenceJava()
  if (harness._tag === 'Unavailable') throw new JavaAppError(`the Java harness cannot run: ${harness.reason}`)
  classpath = harness.classpath
  return classpath
}

/** A running Java Kafka Streams app. */
export class JavaApp {
  /** Every event so far, in order. */
  readonly events: JavaAppEvent[] = []
  private readonly waiters = new Set<Waiter>()
  private readonly exited: Promise<number | null>
  private stderr = ''

  constructor(
    private readonly child: ChildProcessByStdio<Writable, Readable, Readable>,
    private readonly cleanUp: () => void,
  ) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return
      const event = JSON.parse(line) as JavaAppEvent
      this.events.push(event)
      for (const waiter of this.waiters) if (waiter.matches(event)) waiter.resolve(event)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-4000)
    })
    this.exited = new Promise((resolve) => child.on('exit', resolve))
  }

  /** The first event (already printed or still to come) that `matches`, within `timeoutMs`. */
  waitFor<E extends JavaAppEvent>(matches: Matcher<E>, timeoutMs = 60_000, after = 0): Promise<E> {
    const seen = this.events.slice(after).find(matches)
    if (seen !== undefined) return Promise.resolve(seen)
    return new Promise<E>((resolve, reject) => {
      const waiter: Waiter = {
        matches,
        resolve: (event) => {
          clearTimeout(timer)
          this.waiters.delete(waiter)
          resolve(event as E)
        },
      }
      const timer = setTimeout(() => {
        this.waiters.delete(waiter)
        reject(
          new JavaAppError(
            `no matching Java app event within ${timeoutMs} ms; its last events: ${JSON.stringify(this.events.slice(-5))}`,
          ),
        )
      }, timeoutMs)
      this.waiters.add(waiter)
    })
  }

  /** Resolves once the app reports RUNNING (after `after` events); rejects if it reports ERROR first. */
  async running(timeoutMs = 90_000, after = 0): Promise<void> {
    const state = await this.waitFor(
      (e): e is Extract<JavaAppEvent, { event: 'state' }> =>
        e.event === 'state' && (e.to === 'RUNNING' || e.to === 'ERROR'),
      timeoutMs,
      after,
    )
    if (state.to === 'ERROR')
      throw new JavaAppError(
        `the Java app failed: ${JSON.stringify(this.events.filter((e) => e.event === 'error'))}`,
      )
  }

  /** Sends `command` and resolves with the first event after it that `matches`. */
  request<E extends JavaAppEvent>(command: string, matches: Matcher<E>, timeoutMs = 30_000): Promise<E> {
    const after = this.events.length
    this.child.stdin.write(`${command}\n`)
    return this.waitFor((e): e is E => matches(e) || e.event === 'error', timeoutMs, after).then((event) => {
      if (event.event === 'error' && !matches(event)) throw new JavaAppError(`${command}: ${event.message}`)
      return event
    })
  }

  /** The app's current tasks. */
  tasks(): Promise<Extract<JavaAppEvent, { event: 'tasks' }>> {
    return this.request('tasks', (e) => e.event === 'tasks')
  }

  /** queryMetadataForKey(store, key) with a String key. */
  metadata(store: string, key: string): Promise<Extract<JavaAppEvent, { event: 'metadata' }>> {
    return this.request(
      `metadata ${store} ${key}`,
      (e): e is Extract<JavaAppEvent, { event: 'metadata' }> =>
        e.event === 'metadata' && e.store === store && e.key === key,
    )
  }

  /** metadataForAllStreamsClients(): each instance's host, its active and standby partitions (`topic-p`). */
  clients(): Promise<Extract<JavaAppEvent, { event: 'clients' }>['clients']> {
    return this.request('clients', (e) => e.event === 'clients').then((e) => e.clients)
  }

  /** Every entry of a key-value store this instance holds, values as text. */
  entries(store: string): Promise<Readonly<Record<string, string>>> {
    return this.request(`all ${store}`, (e) => e.event === 'entries').then((e) => e.entries)
  }

  /** The windows (`key@start`) or sessions (`key@start-end`) of `keys` in a window or session store, as text. */
  windowed(
    kind: 'window' | 'session',
    store: string,
    keys: readonly string[],
  ): Promise<Readonly<Record<string, string>>> {
    const command = kind === 'window' ? 'windows' : 'sessions'
    return this.request(`${command} ${store} ${keys.join(' ')}`, (e) => e.event === 'entries').then(
      (e) => e.entries,
    )
  }

  /** Closes the app (KafkaStreams.close) and waits for its JVM to exit; idempotent. */
  async stop(timeoutMs = 90_000): Promise<void> {
    if (this.child.exitCode === null && this.child.stdin.writable) this.child.stdin.end('stop\n')
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs)
    const code = await this.exited
    clearTimeout(timer)
    this.cleanUp()
    if (code !== 0) throw new JavaAppError(`the Java app exited with ${String(code)}; stderr: ${this.stderr}`)
  }
}

export const isState =
  (to: string) =>
  (event: JavaAppEvent): event is Extract<JavaAppEvent, { event: 'state' }> =>
    event.event === 'state' && event.to === to

/**
 * A Kafka Streams app closed without `CloseOptions.leaveGroup(true)` (WireApp's close) stays in its group, so the
 * member that follows a stopped Java app (a handover, a migration) waits out the session timeout before it gets
 * the partitions: 45 s by default, 10 s here.
 */
const leaveQuickly = { 'session.timeout.ms': 10_000, 'heartbeat.interval.ms': 1_000 }

/** Starts `Goldens app` with `spec` (compiling the harness on first use in this test run). */
export const startJavaApp = (spec: JavaAppSpec): JavaApp => {
  const dir = mkdtempSync(join(tmpdir(), 'tributary-java-app-'))
  const specFile = join(dir, 'spec.json')
  writeFileSync(
    specFile,
    JSON.stringify({
      processingGuarantee: 'at_least_once',
      commitIntervalMs: 100,
      numThreads: 1,
      stateDir: join(dir, 'state'),
      ...spec,
      config: { ...leaveQuickly, ...spec.config },
    }),
  )
  const child = spawn(
    'java',
    [...toolJvmOptions, '-cp', javaClasspath(), 'dev.tributary.reference.Goldens', 'app', specFile],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  )
  return new JavaApp(child, () => rmSync(dir, { recursive: true, force: true }))
}
