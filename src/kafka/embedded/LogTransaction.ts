/**
 * One producer's transaction as one partition sees it: where it started in the log and how it ended. Every
 * record the transaction wrote to the partition points at the same object, so writing the marker decides the
 * fate of all of them at once.
 * @since 0.1.0
 */

/** How a transaction ended on a partition, or that it has not ended yet. */
export type LogTransactionState = 'open' | 'committed' | 'aborted'

/** A transaction's span on one partition. */
export class LogTransaction {
  state: LogTransactionState = 'open'

  constructor(
    readonly producerId: number,
    /** Offset of the transaction's first record on this partition: the last stable offset cannot pass it. */
    readonly firstOffset: number,
  ) {}
}
