import { fork, type ChildProcess } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import { INSTANCE_COUNT_ENV, INSTANCE_INDEX_ENV } from './launchedInstance.js'

/**
 * What {@link launchInstances} starts: one Node process per instance, each running `script`.
 * @category Running
 * @since 0.1.0
 */
export interface LaunchOptions {
  /** The module that builds and starts one `KafkaStreams` instance (a path or a `file:` URL). */
  readonly script: string | URL
  /** How many instances: by default one per core (`os.availableParallelism()`). */
  readonly instances?: number
  /** Command-line arguments of every instance. */
  readonly args?: readonly string[]
  /** Node options of every instance (e.g. `['--import', 'tsx']` for a TypeScript script). */
  readonly execArgv?: readonly string[]
  /** The environment of every instance; by default this process's. */
  readonly env?: NodeJS.ProcessEnv
}

/**
 * The running instances of {@link launchInstances}.
 * @category Running
 * @since 0.1.0
 */
export interface LaunchedInstances {
  /** The process id of each instance, by instance index. */
  readonly pids: readonly number[]
  /** Resolves when every instance exited, with each one's exit code (null when a signal ended it). */
  readonly exited: Promise<readonly (number | null)[]>
  /**
   * Sends `signal` (default SIGTERM) to every instance still running (each should close its `KafkaStreams` on it,
   * as the example does), and resolves as `exited` does.
   */
  stop(signal?: NodeJS.Signals): Promise<readonly (number | null)[]>
}

const exitOf = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

/**
 * Runs `instances` copies of an application on this machine, one Node process each, so that the application uses
 * that many cores. Each copy is an ordinary instance of the same `application.id`: the consumer group spreads the
 * tasks over them as over instances on several machines, and interactive queries reach each one through its
 * `application.server`. Each process finds its index and the count with {@link launchedInstance}, from which it
 * derives what must differ between instances on one machine: its `state.dir` and its `application.server` port.
 * Nothing is restarted: an instance that exits stays down (the others take its tasks over at the next rebalance).
 * @throws InvalidArgumentError when `instances` is not a whole number of 1 or more.
 * @example
 * const launched = launchInstances({ script: new URL('./wordCountInstance.js', import.meta.url), instances: 2 })
 * process.on('SIGINT', () => void launched.stop())
 * await launched.exited
 * @category Running
 * @since 0.1.0
 */
export const launchInstances = (options: LaunchOptions): LaunchedInstances => {
  const count = options.instances ?? availableParallelism()
  if (!Number.isInteger(count) || count < 1) {
    throw new InvalidArgumentError(
      `launchInstances needs a whole number of instances, 1 or more; got ${String(count)}.`,
      'instances',
    )
  }
  const children = Array.from({ length: count }, (_, index) =>
    fork(options.script, [...(options.args ?? [])], {
      execArgv: [...(options.execArgv ?? [])],
      env: {
        ...(options.env ?? process.env),
        [INSTANCE_INDEX_ENV]: String(index),
        [INSTANCE_COUNT_ENV]: String(count),
      },
      stdio: 'inherit',
    }),
  )
  const exited = Promise.all(children.map(exitOf))
  return {
    pids: children.map((c) => c.pid ?? -1),
    exited,
    stop: (signal = 'SIGTERM') => {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}
