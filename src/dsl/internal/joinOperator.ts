import type { JoinKind, UserFunction } from '../../graph/ProcessorSpec.js'
import { GlobalKTable } from '../GlobalKTable.js'
import { KStream } from '../KStream.js'
import { KTable } from '../KTable.js'
import { Joined } from '../options/Joined.js'
import type { JoinSerdes } from '../options/JoinSerdes.js'
import { Materialized } from '../options/Materialized.js'
import { Named } from '../options/Named.js'
import type { StreamJoined } from '../options/StreamJoined.js'
import type { TableJoined } from '../options/TableJoined.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { JoinWindows } from '../../core/windows/JoinWindows.js'
import { foreignKeyJoin } from './foreignKeyJoin.js'
import { streamGlobalTableJoin, streamTableJoin } from './streamTableJoin.js'
import { streamStreamJoin } from './streamStreamJoin.js'
import type { AnyJoin } from './JoinSignatures.js'
import { tableTableJoin } from './tableTableJoin.js'

/** Any argument after the joiner: windows, join options, names or a `Materialized`. */
export type JoinArgument =
  | JoinWindows
  | StreamJoined<unknown, unknown, unknown>
  | Joined<unknown, unknown, unknown>
  | JoinSerdes<unknown, unknown, unknown>
  | Named
  | string
  | Materialized<unknown, unknown>
  | TableJoined<unknown, unknown>
  | UserFunction
  | undefined

/**
 * The one implementation behind `join`, `leftJoin` and `outerJoin`: picks stream-stream, stream-table,
 * stream-global-table or table-table from the handles it is given.
 * @category constructors
 * @since 0.1.0
 */
export const joinOperator =
  (
    kind: JoinKind,
    other: KStream<unknown, unknown> | KTable<unknown, unknown> | GlobalKTable<unknown, unknown>,
    second: UserFunction,
    rest: readonly JoinArgument[],
  ): UnaryFunction<KStream<unknown, unknown> | KTable<unknown, unknown>, unknown> =>
  (source) => {
    const [third, fourth] = rest
    if (other instanceof GlobalKTable) {
      return streamGlobalTableJoin(
        source as KStream<unknown, unknown>,
        other,
        kind === 'left',
        second,
        third as UserFunction,
        Named.from(fourth as Named | string | undefined),
      )
    }
    if (other instanceof KStream) {
      return streamStreamJoin(
        source as KStream<unknown, unknown>,
        other,
        kind,
        second,
        third as JoinWindows,
        fourth as StreamJoined<unknown, unknown, unknown> | undefined,
      )
    }
    if (source instanceof KTable && typeof third === 'function') {
      return foreignKeyJoin(
        source,
        other,
        kind === 'left',
        second,
        third,
        fourth as TableJoined<unknown, unknown> | undefined,
        rest[2] as Materialized<unknown, unknown> | undefined,
      )
    }
    if (source instanceof KTable) {
      const materialized =
        third instanceof Materialized ? third : fourth instanceof Materialized ? fourth : undefined
      const named =
        third instanceof Materialized ? undefined : Named.from(third as Named | string | undefined)
      return tableTableJoin(source, other, kind, second, named, materialized)
    }
    const joined =
      third instanceof Named || typeof third === 'string'
        ? Joined.as<unknown, unknown, unknown>(Named.from(third) as string)
        : (third as Joined<unknown, unknown, unknown> | JoinSerdes<unknown, unknown, unknown> | undefined)
    return streamTableJoin(source, other, kind === 'left', second, joined)
  }

/**
 * A join operator of the given kind, typed with every join shape; `join`, `leftJoin` and `outerJoin` are each
 * this, narrowed to the shapes they accept.
 * @category constructors
 * @since 0.1.0
 */
export const joinOf = (kind: JoinKind): AnyJoin =>
  ((
    other: KStream<unknown, unknown> | KTable<unknown, unknown> | GlobalKTable<unknown, unknown>,
    second: UserFunction,
    ...rest: readonly JoinArgument[]
  ) => joinOperator(kind, other, second, rest)) as AnyJoin
