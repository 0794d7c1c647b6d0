import { requireArguments } from '../requireArguments.js'
import { InvalidTopologyError } from '../../../errors/TopologyError.js'
import type { JoinKind } from '../../../graph/specs/JoinSpecs.js'
import type { GlobalKTable } from '../../GlobalKTable.js'
import type { KStream } from '../../KStream.js'
import type { KTable } from '../../KTable.js'
import { foreignKeyJoin } from './foreignKeyJoin.js'
import type { AnyJoin } from './JoinSignatures.js'
import { streamGlobalTableJoin } from './streamGlobalTableJoin.js'
import { streamStreamJoin } from './streamStreamJoin.js'
import { streamTableJoin } from './streamTableJoin.js'
import { tableTableJoin } from './tableTableJoin.js'

/** The arguments after the other handle, per join shape, as each entry point takes them. */
type Rest<F> = F extends (kind: JoinKind, source: never, other: never, ...rest: infer R) => unknown
  ? R
  : never
type StreamStreamArgs = Rest<typeof streamStreamJoin>
type StreamTableArgs = Rest<typeof streamTableJoin>
type GlobalTableArgs = Rest<typeof streamGlobalTableJoin>
type TableTableArgs = Rest<typeof tableTableJoin>
type ForeignKeyArgs = Rest<typeof foreignKeyJoin>

/** Any argument list `join`, `leftJoin` and `outerJoin` accept after the other handle. */
type JoinArgs = StreamStreamArgs | StreamTableArgs | GlobalTableArgs | TableTableArgs | ForeignKeyArgs

/**
 * Table-table joins come in two shapes over the same two handles, told apart as Java's overloads are: a
 * foreign-key join takes the foreign-key extractor and then the joiner, a join on the key takes the joiner and
 * then its options.
 */
const onForeignKey = (args: JoinArgs): boolean => typeof args[1] === 'function'

/**
 * The one dispatch behind `join`, `leftJoin` and `outerJoin`: picks the entry point of the join shape from the
 * kinds (`_tag`) of the piped handle and of the other handle (stream-stream windowed, stream-table,
 * stream-global table, table-table on the key, table-table on a foreign key). The overloads in
 * {@link AnyJoin} tie each handle kind to its arguments, so each entry point gets its own argument list. A null
 * argument is refused when the join is called, as Java's null checks.
 * @example
 * const join: AnyJoin = joinOf('inner')
 * @category Building topologies
 * @since 0.1.0
 */
export const joinOf = (kind: JoinKind): AnyJoin =>
  ((
    other: KStream<unknown, unknown> | KTable<unknown, unknown> | GlobalKTable<unknown, unknown>,
    ...args: JoinArgs
  ) => {
    requireArguments(
      kind === 'inner' ? 'join' : kind === 'left' ? 'leftJoin' : 'outerJoin',
      ['other', ...args.map(() => 'joiner, windows, key selector or options?')],
      [other, ...args],
    )
    return (
      source: KStream<unknown, unknown> | KTable<unknown, unknown>,
    ): KStream<unknown, unknown> | KTable<unknown, unknown> => {
      if (source._tag === 'KStream') {
        switch (other._tag) {
          case 'KStream':
            return streamStreamJoin(kind, source, other, ...(args as StreamStreamArgs))
          case 'KTable':
            return streamTableJoin(kind, source, other, ...(args as StreamTableArgs))
          case 'GlobalKTable':
            return streamGlobalTableJoin(kind, source, other, ...(args as GlobalTableArgs))
        }
      }
      if (other._tag !== 'KTable') {
        throw new InvalidTopologyError(
          `A table ${source.state.name} joins only another table, not a ${other._tag}.`,
          source.state.name,
        )
      }
      return onForeignKey(args)
        ? foreignKeyJoin(kind, source, other, ...(args as ForeignKeyArgs))
        : tableTableJoin(kind, source, other, ...(args as TableTableArgs))
    }
  }) as AnyJoin
