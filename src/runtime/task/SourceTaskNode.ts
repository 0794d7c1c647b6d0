import type { Record } from '../../processor/Record.js'
import type { Serde } from '../../serde/Serde.js'
import { TaskNode } from './TaskNode.js'

/**
 * A source node: the task deserializes records with its serdes and hands them here; it forwards to every child.
 * @category model
 * @since 0.1.0
 */
export class SourceTaskNode extends TaskNode {
  constructor(
    name: string,
    readonly keySerde: Serde<unknown>,
    readonly valueSerde: Serde<unknown>,
    /** Sources of global stores do not advance stream time. */
    readonly global: boolean,
  ) {
    super(name)
  }

  process(record: Record<unknown, unknown>): void {
    for (const child of this.children) child.process(record)
  }
}
