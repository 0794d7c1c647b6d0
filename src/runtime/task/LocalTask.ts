import type { StandbyTask } from './StandbyTask.js'
import type { StreamTask } from './StreamTask.js'

/**
 * A task held by this client, active or standby: both give their stores by name and their IQv2 positions.
 * @category Running
 * @since 0.1.0
 */
export type LocalTask = StreamTask | StandbyTask
