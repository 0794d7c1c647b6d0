// The state of one task for the TaskStateManager and StandbyTask tests.
import { Named, process, Serdes, StreamsBuilder } from '../../../src/index.js'
import { ManualClock } from '../../../src/core/clock.js'
import { resolveTaskConfig } from '../../../src/runtime/task/TaskConfig.js'
import { TaskStateManager } from '../../../src/runtime/task/TaskStateManager.js'

const text = Serdes.string()

/** The changelog topic of the store 'seen'. */
export const CHANGELOG = 'app-seen-changelog'

/** The state of task 0_1 over 'in', whose processor 'remember' is connected to the logged store 'seen'. */
export const rememberingState = (
  config: Record<string, unknown> = {},
  persistent = false,
): TaskStateManager => {
  const builder = new StreamsBuilder()
  builder.addStateStore({
    name: 'seen',
    kind: 'keyValue',
    persistent,
    keySerde: text as never,
    valueSerde: text as never,
    logging: { enabled: true, config: {} },
    caching: false,
  })
  builder
    .stream('in', { key: text, value: text })
    .pipe(process({ get: () => ({ process: () => undefined }) }, Named.as('remember'), 'seen'))
  const topology = builder.build()
  const clock = new ManualClock()
  const settings = resolveTaskConfig(
    { 'application.id': 'app', ...config },
    { clock, logger: { warn: () => undefined, error: () => undefined } },
  )
  return new TaskStateManager({
    taskId: '0_1',
    partition: 1,
    topology,
    nodeNames: topology.nodes.map((n) => n.name),
    settings,
    clock,
    changelogs: new Map([['seen', CHANGELOG]]),
  })
}
