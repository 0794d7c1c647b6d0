// The messages a word-count instance process and the test exchange over the fork IPC channel.

/** What the test starts an instance with (one JSON argument). */
export interface InstanceSettings {
  readonly bootstrap: string
  readonly applicationId: string
  readonly input: string
  readonly output: string
  readonly guarantee: 'at_least_once' | 'exactly_once_v2'
  readonly stateDir: string
  readonly standbys: number
  readonly applicationServer: string
  /** Partitions of the store, to report each local one. */
  readonly partitions: number
}

/** A store partition's rows, as reported by an instance. */
export interface StorePartition {
  readonly partition: number
  readonly rows: readonly (readonly [string, number])[]
}

/** Instance -> test. */
export type InstanceReport =
  | { readonly _tag: 'State'; readonly state: string }
  | {
      readonly _tag: 'Restored'
      readonly taskId: string
      readonly partition: number
      readonly restored: number
      readonly total: number
    }
  | {
      readonly _tag: 'Snapshot'
      readonly active: readonly string[]
      readonly standby: readonly string[]
      readonly stores: readonly StorePartition[]
    }
  | { readonly _tag: 'Closed'; readonly clean: boolean }
  | { readonly _tag: 'Failed'; readonly error: string }

/** Test -> instance. */
export type InstanceCommand = { readonly _tag: 'Snapshot' } | { readonly _tag: 'Close' }
