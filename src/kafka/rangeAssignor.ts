/**
 * Kafka's `RangeAssignor`, the default when a group consumer brings no assignor: for each topic, its
 * subscribers sorted by member id get consecutive ranges of partitions, the first ones one extra.
 * @since 0.1.0
 */
import type { GroupAssignor, GroupMemberAssignment, TopicPartition } from './ports.js'

const noUserData = Buffer.alloc(0)

/**
 * The range assignor (protocol name `range`, as Java's).
 * @example
 * kafka.consumer({ clientId: 'c', groupId: 'g', assignor: rangeAssignor })
 * @since 0.1.0
 */
export const rangeAssignor = {
  name: 'range',
  subscriptionUserData: () => noUserData,
  assign: ({
    members,
    partitionsPerTopic,
  }: Parameters<GroupAssignor['assign']>[0]): Map<string, GroupMemberAssignment> => {
    const partitions = new Map<string, TopicPartition[]>(members.map((m) => [m.memberId, []]))
    for (const [topic, count] of partitionsPerTopic) {
      const subscribers = members
        .filter((m) => m.topics.includes(topic))
        .map((m) => m.memberId)
        .sort()
      const each = Math.floor(count / subscribers.length)
      const extra = count % subscribers.length
      subscribers.forEach((memberId, i) => {
        const start = i * each + Math.min(i, extra)
        const length = each + (i < extra ? 1 : 0)
        const own = partitions.get(memberId)!
        for (let p = start; p < start + length; p++) own.push({ topic, partition: p })
      })
    }
    const result = new Map<string, GroupMemberAssignment>()
    for (const [memberId, own] of partitions) result.set(memberId, { partitions: own, userData: noUserData })
    return result
  },
} satisfies GroupAssignor
