import { describe, expect, it } from 'vitest'
import { JoinWindows } from '../../../src/core/windows/JoinWindows.js'
import { joinOf } from '../../../src/dsl/internal/joins/joinOperator.js'
import type { KStream } from '../../../src/dsl/KStream.js'
import type { KTable } from '../../../src/dsl/KTable.js'
import { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'
import type { LogicalNode } from '../../../src/graph/LogicalNode.js'

const tags = (handle: KStream<unknown, unknown> | KTable<unknown, unknown>): readonly string[] =>
  handle.state.graph.all().map((n: LogicalNode) => (n._tag === 'Processor' ? n.spec._tag : n._tag))

describe('joinOf', () => {
  const join = joinOf('left')

  it('picks the join shape from the kinds of both handles', () => {
    const b = new StreamsBuilder()
    const stream = b.stream<string, string>('s')
    const other = b.stream<string, string>('o')
    const table = b.table<string, string>('t')
    const global = b.globalTable<string, string>('g')
    const windows = JoinWindows.ofTimeDifferenceWithNoGrace(1_000)
    expect(tags(stream.pipe(join(other, (l, r) => `${l}${r}`, windows)))).toContain('StreamStreamJoin')
    expect(tags(stream.pipe(join(table, (l, r) => `${l}${r}`)))).toContain('StreamTableJoin')
    expect(
      tags(
        stream.pipe(
          join(
            global,
            (k) => k,
            (l, r) => `${l}${r}`,
          ),
        ),
      ),
    ).toContain('StreamGlobalTableJoin')
  })

  it('tells the two table-table shapes apart by their arguments, as Java overloads do', () => {
    const b = new StreamsBuilder()
    const left = b.table<string, string>('l')
    const right = b.table<string, string>('r')
    expect(tags(left.pipe(join(right, (l, r) => `${l}${r}`)))).toContain('TableTableJoin')
    const fk = b.table<string, string>('fk')
    expect(
      tags(
        fk.pipe(
          join(
            right,
            (v) => v,
            (l, r) => `${l}${r}`,
          ),
        ),
      ),
    ).toContain('ForeignKeyJoin')
  })
})
