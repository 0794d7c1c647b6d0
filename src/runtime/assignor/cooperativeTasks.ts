import type { TopicPartition } from '../../kafka/ports.js'
import type { StandbyTask } from './AssignmentInfo.js'
import { parseTaskId, type TaskId } from '../../core/TaskId.js'

/**
 * What one consumer receives once tasks still owned elsewhere are held back.
 * @category model
 * @since 0.1.0
 */
export interface ConsumerTasks {
  /** The assigned partitions sorted by topic then partition. */
  readonly partitions: readonly TopicPartition[]
  /** One task per entry of `partitions`, in the same order. */
  readonly activeTasks: readonly TaskId[]
  readonly standbyTasks: readonly StandbyTask[]
  /** True when a task was held back: the consumer must rebalance again at once to receive it. */
  readonly revoking: boolean
}

/**
 * The inputs of {@link cooperativeTasks}.
 * @category model
 * @since 0.1.0
 */
export interface CooperativeInput {
  readonly memberId: string
  readonly active: readonly string[]
  readonly standby: readonly string[]
  readonly partitionsOf: (task: string) => readonly TopicPartition[]
  /** Owner member of each partition some member reported as owned. */
  readonly owners: ReadonlyMap<string, string>
  /** Stateful tasks this consumer's client held as standby before (Java's `previouslyOwnedStandby`). */
  readonly keepsAsStandby: (task: string) => boolean
}

const key = (p: TopicPartition): string => `${p.topic}\u0000${p.partition}`

const byPartition = (a: TopicPartition, b: TopicPartition): number =>
  a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : a.partition - b.partition

const idOf = (task: string): TaskId => parseTaskId(task) ?? { subtopology: -1, partition: -1 }

/**
 * Java's cooperative rule (`StreamsPartitionAssignor#populateActiveTaskAndPartitionsLists`): a task with a partition
 * that another consumer still owns is withheld from this consumer until that one revoked it in a follow-up
 * rebalance; a withheld stateful task the client held as standby stays a standby meanwhile, so its state is kept.
 * @example
 * cooperativeTasks({ memberId: 'm2', active: ['0_0'], standby: [], partitionsOf, owners, keepsAsStandby })
 * @category constructors
 * @since 0.1.0
 */
export const cooperativeTasks = (input: CooperativeInput): ConsumerTasks => {
  const assigned: { task: string; partition: TopicPartition }[] = []
  const withheld: string[] = []
  for (const task of input.active) {
    const partitions = input.partitionsOf(task)
    const ownedElsewhere = partitions.some((p) => {
      const owner = input.owners.get(key(p))
      return owner !== undefined && owner !== input.memberId
    })
    if (ownedElsewhere) withheld.push(task)
    else assigned.push(...partitions.map((partition) => ({ task, partition })))
  }
  assigned.sort((a, b) => byPartition(a.partition, b.partition))
  const standby = [...input.standby, ...withheld.filter((task) => input.keepsAsStandby(task))]
  return {
    partitions: assigned.map((a) => a.partition),
    activeTasks: assigned.map((a) => idOf(a.task)),
    standbyTasks: standby.map((task) => ({ task: idOf(task), partitions: input.partitionsOf(task) })),
    revoking: withheld.length > 0,
  }
}

/**
 * The owner of each partition the members report as owned, keyed for {@link cooperativeTasks}.
 * @example
 * partitionOwners([{ memberId: 'm1', ownedPartitions: [{ topic: 'in', partition: 0 }] }])
 * @category constructors
 * @since 0.1.0
 */
export const partitionOwners = (
  members: readonly { readonly memberId: string; readonly ownedPartitions?: readonly TopicPartition[] }[],
): Map<string, string> => {
  const owners = new Map<string, string>()
  for (const m of members) for (const p of m.ownedPartitions ?? []) owners.set(key(p), m.memberId)
  return owners
}
