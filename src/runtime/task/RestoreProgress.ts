/**
 * Progress of one store partition's restoration from its changelog, reported when it starts, after each batch
 * and when it ends (`restored === total` or the end was reached).
 * @category Running
 * @since 0.1.0
 */
export interface RestoreProgress {
  readonly _tag: 'RestoreStarted' | 'RestoreBatch' | 'RestoreEnded'
  readonly taskId: string
  readonly store: string
  readonly topic: string
  readonly partition: number
  /** Records restored so far. */
  readonly restored: number
  /** Offsets to replay when the restore started (end offset minus start offset). */
  readonly total: number
}
