/**
 * The embedded broker's group coordinator: finds or creates {@link ConsumerGroup}s and gives member ids.
 * @since 0.1.0
 */
import type { Clock } from '../../core/clock.js'
import { ConsumerGroup } from './ConsumerGroup.js'

/** Every consumer group of one embedded broker. */
export class GroupCoordinator {
  private readonly groups = new Map<string, ConsumerGroup>()
  private memberSeq = 0

  constructor(private readonly clock: Clock) {}

  /** The group, created empty on first use (as Kafka does). */
  group(groupId: string): ConsumerGroup {
    let group = this.groups.get(groupId)
    if (group === undefined) {
      group = new ConsumerGroup(groupId, this.clock, (clientId) => `${clientId}-${++this.memberSeq}`)
      this.groups.set(groupId, group)
    }
    return group
  }

  /** The group if it was ever used. */
  find(groupId: string): ConsumerGroup | undefined {
    return this.groups.get(groupId)
  }

  /** A topic was created or deleted: drops its offsets and rebalances the groups that subscribe to it. */
  topicChanged(topic: string): void {
    for (const group of this.groups.values()) group.topicChanged(topic)
  }
}
