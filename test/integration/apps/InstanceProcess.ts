// The test's handle on one word-count instance process (wordCountInstance.ts, forked through tsx).
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { InstanceCommand, InstanceReport, InstanceSettings, StorePartition } from './instanceMessages.js'

const script = fileURLToPath(new URL('./wordCountInstance.ts', import.meta.url))

/** Every instance not yet exited, so `killAll` can end them whatever a test did. */
const live = new Set<InstanceProcess>()

/** What an instance said about its tasks and stores. */
export interface Snapshot {
  readonly active: readonly string[]
  readonly standby: readonly string[]
  readonly stores: readonly StorePartition[]
}

/** A forked instance: its reports, and commands to snapshot, close or kill it. */
export class InstanceProcess {
  /** Every report so far, oldest first. */
  readonly reports: InstanceReport[] = []
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>
  private readonly child: ChildProcess
  private readonly listeners = new Set<() => void>()

  private constructor(readonly settings: InstanceSettings) {
    this.child = fork(script, [JSON.stringify(settings)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    this.child.on('message', (report: InstanceReport) => {
      this.reports.push(report)
      for (const listener of [...this.listeners]) listener()
    })
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code) => {
        live.delete(this)
        for (const listener of [...this.listeners]) listener()
        resolve(code)
      }),
    )
    live.add(this)
  }

  /** Forks an instance with these settings. */
  static start(settings: InstanceSettings): InstanceProcess {
    return new InstanceProcess(settings)
  }

  /** SIGKILLs every instance still alive (for afterEach/afterAll, also after a failure). */
  static async killAll(): Promise<void> {
    await Promise.all([...live].map((i) => i.kill()))
  }

  /** The latest state the instance reported. */
  state(): string | undefined {
    return this.reports.findLast((r) => r._tag === 'State')?.state
  }

  /** Whether the process is still running. */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  /**
   * Resolves with the first non-undefined `pick(reports)`, checked now and after every report; rejects after
   * `timeoutMs`, when the instance exits first, or when it reports a failure.
   */
  waitFor<T>(what: string, pick: (reports: readonly InstanceReport[]) => T | undefined, timeoutMs = 60_000) {
    return new Promise<T>((resolve, reject) => {
      const done = (): void => {
        this.listeners.delete(check)
        clearTimeout(timer)
      }
      const check = (): void => {
        const found = pick(this.reports)
        const failed = this.reports.find((r) => r._tag === 'Failed')
        if (found !== undefined) {
          done()
          resolve(found)
        } else if (failed !== undefined || !this.alive) {
          done()
          const why = failed?._tag === 'Failed' ? `failed (${failed.error})` : 'exited'
          reject(new Error(`${this.name} ${why} waiting for ${what}`))
        }
      }
      const timer = setTimeout(() => {
        done()
        reject(new Error(`${this.name}: no ${what} within ${timeoutMs} ms; state ${this.state()}`))
      }, timeoutMs)
      this.listeners.add(check)
      check()
    })
  }

  /** Waits until the latest state reported is RUNNING. */
  running(timeoutMs = 60_000): Promise<true> {
    return this.waitFor('RUNNING', () => (this.state() === 'RUNNING' ? true : undefined), timeoutMs)
  }

  /** Asks for the instance's tasks and store partitions. */
  async snapshot(): Promise<Snapshot> {
    const from = this.reports.length
    this.send({ _tag: 'Snapshot' })
    return this.waitFor('a snapshot', (reports) => {
      const r = reports.slice(from).find((x) => x._tag === 'Snapshot')
      return r === undefined ? undefined : { active: r.active, standby: r.standby, stores: r.stores }
    })
  }

  /** Closes the instance gracefully; resolves with whether it closed cleanly, once the process exited. */
  async close(): Promise<boolean> {
    this.send({ _tag: 'Close' })
    const code = await this.exited
    return code === 0 && this.reports.some((r) => r._tag === 'Closed' && r.clean)
  }

  /** kill -9, then waits for the process to be gone. */
  async kill(): Promise<void> {
    if (this.alive) this.child.kill('SIGKILL')
    await this.exited
  }

  private get name(): string {
    return `instance ${this.settings.applicationServer}`
  }

  private send(command: InstanceCommand): void {
    this.child.send(command)
  }
}
