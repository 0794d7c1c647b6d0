import { join } from 'node:path'
import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'

/** The environment variable holding a launched instance's index (0, 1, ...). */
export const INSTANCE_INDEX_ENV = 'TRIBUTARY_INSTANCE_INDEX'
/** The environment variable holding how many instances were launched together. */
export const INSTANCE_COUNT_ENV = 'TRIBUTARY_INSTANCE_COUNT'

/**
 * Which of the instances started by `launchInstances` this process is.
 * @category Running
 * @since 0.1.0
 */
export interface LaunchedInstance {
  /** 0 for the first instance, up to `count - 1`. */
  readonly index: number
  readonly count: number
  /** `<stateDir>/instance-<index>`: instances on one machine must not share a state directory. */
  stateDir(stateDir: string): string
  /** `host:<basePort + index>`: each instance answers interactive queries on its own port. */
  applicationServer(host: string, basePort: number): string
}

const wholeNumber = (name: string, raw: string): number => {
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0)
    throw new InvalidArgumentError(`${name} must be a whole number, 0 or more; got '${raw}'.`, name)
  return n
}

/**
 * This process's place among the instances `launchInstances` started, read from its environment; an instance
 * started on its own (not launched) is instance 0 of 1, so one script serves both ways.
 * @throws InvalidArgumentError when the launcher's variables hold something other than whole numbers.
 * @example
 * const me = launchedInstance()
 * const app = new KafkaStreams(topology, {
 *   'application.id': 'word-count',
 *   'bootstrap.servers': 'localhost:9092',
 *   'state.dir': me.stateDir('/var/lib/word-count'),
 *   'application.server': me.applicationServer('localhost', 7070),
 * })
 * @category Running
 * @since 0.1.0
 */
export const launchedInstance = (env: NodeJS.ProcessEnv = process.env): LaunchedInstance => {
  const rawIndex = env[INSTANCE_INDEX_ENV]
  const rawCount = env[INSTANCE_COUNT_ENV]
  const index = rawIndex === undefined ? 0 : wholeNumber(INSTANCE_INDEX_ENV, rawIndex)
  const count = rawCount === undefined ? 1 : wholeNumber(INSTANCE_COUNT_ENV, rawCount)
  if (index >= count) {
    throw new InvalidArgumentError(
      `${INSTANCE_INDEX_ENV} (${index}) must be below ${INSTANCE_COUNT_ENV} (${count}).`,
      INSTANCE_INDEX_ENV,
    )
  }
  return {
    index,
    count,
    stateDir: (stateDir) => join(stateDir, `instance-${index}`),
    applicationServer: (host, basePort) => `${host}:${basePort + index}`,
  }
}
