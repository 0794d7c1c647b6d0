/**
 * One instance (all stream threads sharing a process id) as the assignor sees it.
 * @example
 * const client: ClientState = {
 *   processId: 'p1', capacity: 2, prevActive: new Set(['1_0']), prevStandby: new Set(), offsetSums: new Map(),
 * }
 * @category Running
 * @since 0.1.0
 */
export interface ClientState {
  readonly processId: string
  /** Number of stream threads: the client's share of tasks is proportional to it. */
  readonly capacity: number
  readonly prevActive: ReadonlySet<string>
  readonly prevStandby: ReadonlySet<string>
  /** Changelog offset sums of the tasks whose state the client has locally. */
  readonly offsetSums: ReadonlyMap<string, number>
  /**
   * The previous active tasks of each of its threads, when known: a client that cannot keep all its tasks gives up
   * some of each thread's, so that every thread can stay on tasks it had.
   */
  readonly threads?: readonly ReadonlySet<string>[]
}
