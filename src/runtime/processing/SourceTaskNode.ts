import type { TimestampExtractor } from '../../dsl/options/TimestampExtractor.js'
import type { Record } from '../../core/processorApi/Record.js'
import type { Serde } from '../../serde/Serde.js'
import { TaskNode } from './TaskNode.js'

/**
 * A source node: the task deserializes records with its serdes, extracts their timestamp (with the source's own
 * extractor when it has one) and hands them here; it forwards to every child.
 * @category Running
 * @since 0.1.0
 */
export class SourceTaskNode extends TaskNode {
  constructor(
    name: string,
    readonly keySerde: Serde<unknown>,
    readonly valueSerde: Serde<unknown>,
    /** Sources of global stores do not advance stream time. */
    readonly global: boolean,
    /** The source's own extractor (`Consumed.withTimestampExtractor`), over `default.timestamp.extractor`. */
    readonly timestampExtractor: TimestampExtractor | undefined,
  ) {
    super(name)
  }

  process(record: Record<unknown, unknown>): void {
    this.e2e?.recordSince(record.timestamp)
    for (const child of this.children) child.process(record)
  }
}
