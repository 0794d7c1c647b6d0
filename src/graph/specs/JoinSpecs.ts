import type { JoinWindows } from '../../core/windows/JoinWindows.js'
import type { ForeignKeyExtractor, ForeignKeyJoiner, KeyValueMapper, ValueJoiner } from './Callback.js'
import type { TableGetter } from './TableGetter.js'
import type { Serde } from '../../serde/Serde.js'

/**
 * The specs of the join processors, one per join step.
 * @since 0.1.0
 */

/**
 * Kinds of stream-stream and table-table joins.
 * @category Building topologies
 * @since 0.1.0
 */
export type JoinKind = 'inner' | 'left' | 'outer'

/**
 * One side of a table-table join on the key.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableTableJoinSpec {
  readonly _tag: 'TableTableJoin'
  readonly side: 'this' | 'other'
  readonly join: JoinKind
  readonly joiner: ValueJoiner
  /** How the other side's current value is read. */
  readonly otherGetter: TableGetter
  readonly sendOldValues: boolean
  /** This side's table is versioned (KIP-914): its out-of-order updates (`isLatest: false`) are dropped. */
  readonly versionedUpstream?: boolean
}

/**
 * Merges both sides of a table-table join into one table.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableTableJoinMergeSpec {
  readonly _tag: 'TableTableJoinMerge'
  readonly storeName: string | undefined
  readonly sendOldValues: boolean
}

/**
 * The window store in front of each side of a stream-stream join.
 * @category Building topologies
 * @since 0.1.0
 */
export interface JoinWindowSpec {
  readonly _tag: 'JoinWindow'
  readonly storeName: string
}

/**
 * One side of a windowed stream-stream join.
 * @category Building topologies
 * @since 0.1.0
 */
export interface StreamStreamJoinSpec {
  readonly _tag: 'StreamStreamJoin'
  readonly side: 'this' | 'other'
  readonly outer: boolean
  readonly joiner: ValueJoiner
  readonly windows: JoinWindows
  readonly otherStore: string
  readonly outerStore: string | undefined
}

/**
 * An inner join of a stream with itself over one store (`single.store.self.join`).
 * @category Building topologies
 * @since 0.1.0
 */
export interface StreamStreamSelfJoinSpec {
  readonly _tag: 'StreamStreamSelfJoin'
  readonly joiner: ValueJoiner
  readonly windows: JoinWindows
  readonly storeName: string
}

/**
 * A stream looking each record up in a table.
 * @category Building topologies
 * @since 0.1.0
 */
export interface StreamTableJoinSpec {
  readonly _tag: 'StreamTableJoin'
  readonly left: boolean
  readonly joiner: ValueJoiner
  /** How the table's current value is read. */
  readonly tableGetter: TableGetter
  /** With `Joined.withGracePeriod`: the buffer where stream records wait for late table updates (KIP-923). */
  readonly bufferStore?: string | undefined
}

/**
 * A stream looking each record up in a global table by a selected key.
 * @category Building topologies
 * @since 0.1.0
 */
export interface StreamGlobalTableJoinSpec {
  readonly _tag: 'StreamGlobalTableJoin'
  readonly left: boolean
  readonly joiner: ValueJoiner
  readonly keySelector: KeyValueMapper<unknown>
  readonly storeName: string
}

/**
 * The user's serdes a foreign-key join calls (each undefined one: the configured default), as Kafka Streams'
 * foreign-key join serdes: the primary table's key and value serdes, the foreign table's key and value serdes.
 * @category Building topologies
 * @since 0.1.0
 */
export interface ForeignKeyJoinSerdes {
  readonly primaryKey: Serde<unknown> | undefined
  readonly primaryValue: Serde<unknown> | undefined
  readonly foreignKey: Serde<unknown> | undefined
  readonly foreignValue: Serde<unknown> | undefined
}

/**
 * The parameters of the foreign-key join steps: the DSL records the callbacks, the subscription store, the user's
 * serdes and the (undecorated) registration and response topics; lowering adds how a step reads the table it looks
 * up (its value getter).
 * @category Building topologies
 * @since 0.1.0
 */
export interface ForeignKeyJoinParams {
  readonly foreignKeyExtractor?: ForeignKeyExtractor
  readonly joiner?: ForeignKeyJoiner
  readonly leftJoin?: boolean
  readonly subscriptionStore?: string
  readonly getter?: TableGetter
  readonly serdes?: ForeignKeyJoinSerdes
  readonly registrationTopic?: string
  readonly responseTopic?: string
}

/**
 * One step of a foreign-key table join (KIP-213).
 * @category Building topologies
 * @since 0.1.0
 */
export interface ForeignKeyJoinSpec {
  readonly _tag: 'ForeignKeyJoin'
  readonly step:
    'subscriptionSend' | 'subscriptionReceive' | 'subscriptionJoin' | 'foreignTableJoin' | 'resolve'
  readonly params: ForeignKeyJoinParams
  /**
   * The table this step reads changes of is versioned (KIP-914): the subscription and foreign-table steps drop its
   * out-of-order updates (`isLatest: false`).
   */
  readonly versionedUpstream?: boolean
}
