import type { GroupConsumerPort, TopicPartition, TopicPartitionOffset } from '../../kafka/ports.js'
import type { StreamsProducer } from './StreamsProducer.js'
import type { StreamTask } from './StreamTask.js'
import { TaskMigratedError } from './TaskMigratedError.js'

/**
 * What a task executor runs: the active tasks of its thread, its producer and its group consumer.
 * @category Running
 * @since 0.1.0
 */
export interface TaskExecutorOptions {
  /** The active tasks now, in task order. */
  readonly tasks: () => Iterable<StreamTask>
  readonly producer: StreamsProducer
  readonly consumer: GroupConsumerPort
}

const offsetIn = (offsets: readonly TopicPartitionOffset[], tp: TopicPartition): number | undefined =>
  offsets.find((o) => o.topic === tp.topic && o.partition === tp.partition)?.offset

/**
 * Runs a thread's active tasks (Kafka Streams' `TaskExecutor`): processes their queued records synchronously,
 * firing stream-time punctuators as stream time advances, fires the wall-clock punctuators, and commits them.
 * At-least-once: flush the tasks, wait for every send, commit each store with the changelog offsets the producer
 * acknowledged, then commit the consumed offsets. Exactly-once: one transaction with the output, the changelog
 * records and the consumed offsets, then the stores. A failed commit aborts the transaction and is thrown (a
 * fenced producer as `TaskMigratedError`): the thread then closes its tasks without committing them.
 * @example
 * const executor = new TaskExecutor({ tasks: () => tasks.activeTasks(), producer, consumer })
 * executor.process(clock.now())
 * executor.punctuate()
 * if (executor.commitNeeded) await executor.commit()
 * @category Running
 * @since 0.1.0
 */
export class TaskExecutor {
  constructor(private readonly options: TaskExecutorOptions) {}

  /**
   * Processes every queued record, firing stream-time punctuators as stream time advances; returns how many. `now`
   * is the batch's wall-clock time (the tasks' end-to-end latency is measured against it, as Java's).
   */
  process(now: number): number {
    let processed = 0
    for (const task of this.options.tasks()) {
      while (task.process(now)) {
        processed++
        task.maybePunctuateStreamTime()
      }
    }
    return processed
  }

  /** Fires the wall-clock punctuators that are due; returns how many tasks punctuated. */
  punctuate(): number {
    let punctuated = 0
    for (const task of this.options.tasks()) if (task.maybePunctuateSystemTime()) punctuated++
    return punctuated
  }

  /**
   * Whether a task asked for a commit or holds too many uncommitted bytes, or the open transaction is half as old
   * as `transaction.timeout.ms`.
   */
  get commitNeeded(): boolean {
    for (const task of this.options.tasks()) if (task.commitNeeded) return true
    return this.options.producer.transactionExpiring
  }

  /** Commits every active task (see the class description). */
  async commit(): Promise<void> {
    try {
      await this.commitTasks()
    } catch (error) {
      await this.options.producer.abortTransaction()
      throw TaskMigratedError.from(error) ?? error
    }
  }

  private async commitTasks(): Promise<void> {
    const { producer, consumer } = this.options
    const tasks = [...this.options.tasks()]
    const consumed = tasks.map((task) => task.prepareCommit())
    const offsets = consumed.flat()
    // under exactly-once the commit flushes, sending the offsets meanwhile
    if (producer.exactlyOnce) await producer.commitTransaction(offsets, consumer.groupMetadata())
    else await producer.flush()
    // the tasks' stores are independent: they commit together, and every commit settles before a failure is thrown
    const commits = await Promise.allSettled(
      tasks.map((task, i) =>
        // a store restoring from a source topic commits the consumed offset of that topic
        task.commit(
          task.stateManager.changelogOffsets(
            (tp) => producer.ackedOffset(tp) ?? offsetIn(consumed[i] ?? [], tp),
          ),
        ),
      ),
    )
    for (const c of commits) if (c.status === 'rejected') throw c.reason
    if (!producer.exactlyOnce && offsets.length > 0) await consumer.commitOffsets(offsets)
    for (const task of tasks) task.postCommit()
    producer.committed()
  }
}
