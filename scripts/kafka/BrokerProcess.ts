// One Kafka broker JVM: started from its config file, logging to files in its node directory.
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { tail } from './processes.js'

/** How long `stop()` waits after SIGTERM before it sends SIGKILL. */
const stopGraceMs = 5_000

/**
 * The JVM of one broker node. `nodeDir` holds `server.properties` and `log4j2.properties`; the broker writes
 * `server.log` (log4j) and `jvm.out` (its standard output and error) there.
 *
 * @example
 * ```ts
 * const broker = new BrokerProcess(classpath, nodeDir, ['-Xmx512m'])
 * broker.start()
 * await broker.stop()
 * ```
 */
export class BrokerProcess {
  private child: ChildProcess | undefined
  private exited: Promise<void> = Promise.resolve()

  constructor(
    private readonly classpath: string,
    private readonly nodeDir: string,
    private readonly jvmOptions: readonly string[],
  ) {}

  /** The JVM's process id while it runs. */
  get pid(): number | undefined {
    return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined
  }

  /** Why the JVM is not running (exit code or signal), or `undefined` while it runs. */
  get exitReason(): string | undefined {
    if (this.child === undefined) return 'never started'
    if (this.child.exitCode !== null) return `exited with code ${this.child.exitCode}`
    if (this.child.signalCode !== null) return `killed by ${this.child.signalCode}`
    return undefined
  }

  /** Starts the JVM (again, after a kill: it reuses its log directory). */
  start(): void {
    const out = openSync(join(this.nodeDir, 'jvm.out'), 'a')
    try {
      const child = spawn(
        'java',
        [
          ...this.jvmOptions,
          '-Djava.awt.headless=true',
          `-Dlog4j2.configurationFile=${join(this.nodeDir, 'log4j2.properties')}`,
          `-Dkafka.logs.dir=${this.nodeDir}`,
          '-cp',
          this.classpath,
          'kafka.Kafka',
          join(this.nodeDir, 'server.properties'),
        ],
        { stdio: ['ignore', out, out], detached: true },
      )
      child.unref()
      this.child = child
      this.exited = new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.once('error', () => resolve())
      })
    } finally {
      closeSync(out)
    }
  }

  /** Ends the JVM at once (SIGKILL), like a crash, and waits until it is gone. */
  async kill(): Promise<void> {
    this.signal('SIGKILL')
    await this.exited
  }

  /** Asks the JVM to shut down (SIGTERM); kills it if it is still running after a few seconds. */
  async stop(): Promise<void> {
    if (this.pid === undefined) return
    this.signal('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), stopGraceMs)))
    const forced = await Promise.race([this.exited.then(() => false), timedOut])
    clearTimeout(timer)
    if (forced) await this.kill()
  }

  /** Kills the JVM synchronously, for process-exit handlers. */
  killNow(): void {
    this.signal('SIGKILL')
  }

  /** The last lines of the broker's log files, for error messages. */
  logTail(lines = 40): string {
    return ['server.log', 'jvm.out']
      .map((name) => join(this.nodeDir, name))
      .filter((file) => existsSync(file))
      .map((file) => `--- ${file} ---\n${tail(readFileSync(file, 'utf8').trimEnd(), lines)}`)
      .join('\n')
  }

  private signal(signal: NodeJS.Signals): void {
    const pid = this.pid
    if (pid === undefined) return
    try {
      process.kill(pid, signal)
    } catch {
      // Already gone.
    }
  }
}
