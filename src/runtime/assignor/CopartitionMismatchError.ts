import { taggedError } from '../../errors/taggedError.js'

/**
 * Topics that must be co-partitioned (joined, or read by one sub-topology) have different partition counts, so
 * records with one key would meet in different tasks. Repartition one side (`repartition()` with the partition
 * count of the other) or recreate the topic with matching partitions.
 * @example
 * e instanceof CopartitionMismatchError && e.partitionCounts // { left: 3, right: 4 }
 * @category Errors
 * @since 0.1.0
 */
export class CopartitionMismatchError extends taggedError('CopartitionMismatch', false) {
  constructor(readonly partitionCounts: Readonly<Record<string, number>>) {
    super(
      `Topics not co-partitioned: ${Object.entries(partitionCounts)
        .map(([topic, n]) => `'${topic}' has ${n} partitions`)
        .join(', ')}. ` +
        `Co-partitioned topics need the same number of partitions: repartition one side to match the other, ` +
        `or recreate a topic with the matching count.`,
    )
  }
}
