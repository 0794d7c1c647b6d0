import type { StreamPartitioner } from './StreamPartitioner.js'
import { validateName } from './validateName.js'
import type { Unconstrained } from './Unconstrained.js'

/**
 * What the DSL reads from a {@link TableJoined}.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableJoinedSpec<K, KO> {
  /** Names the foreign-key join's processors and topics. */
  readonly name?: string
  /** How this table's topic is partitioned, if not by the default partitioner. */
  readonly partitioner?: StreamPartitioner<K, void>
  /** How the other table's topic is partitioned, if not by the default partitioner. */
  readonly otherPartitioner?: StreamPartitioner<KO, void>
}

/**
 * Name and partitioners of a table-table foreign-key join, as Kafka Streams' `TableJoined`. Immutable.
 * @example
 * orders.pipe(join(customers, (o) => o.customerId, joiner, TableJoined.as('orders-customers')))
 * @category Building topologies
 * @since 0.1.0
 */
export class TableJoined<K, KO> {
  private constructor(readonly spec: TableJoinedSpec<K, KO>) {}

  static with<K, KO>(
    partitioner: StreamPartitioner<K, void>,
    otherPartitioner: StreamPartitioner<KO, void>,
  ): TableJoined<K, KO> {
    return new TableJoined({ partitioner, otherPartitioner })
  }

  static as<K = Unconstrained, KO = Unconstrained>(name: string): TableJoined<K, KO> {
    return new TableJoined({ name: validateName(name) })
  }

  withPartitioner(partitioner: StreamPartitioner<K, void>): TableJoined<K, KO> {
    return new TableJoined({ ...this.spec, partitioner })
  }

  withOtherPartitioner(otherPartitioner: StreamPartitioner<KO, void>): TableJoined<K, KO> {
    return new TableJoined({ ...this.spec, otherPartitioner })
  }

  withName(name: string): TableJoined<K, KO> {
    return new TableJoined({ ...this.spec, name: validateName(name) })
  }

  /** Normalises what an operator was given (a `TableJoined` or nothing) into its spec. */
  static from<K, KO>(options: TableJoined<K, KO> | undefined): TableJoinedSpec<K, KO> {
    return options === undefined ? {} : options.spec
  }
}
