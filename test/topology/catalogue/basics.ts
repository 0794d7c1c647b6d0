import { KeyValue } from '../../../src/core/KeyValue.js'
import type { KStream } from '../../../src/dsl/KStream.js'
import { Branched } from '../../../src/dsl/options/Branched.js'
import { branch } from '../../../src/dsl/operators/branch.js'
import { defaultBranch } from '../../../src/dsl/operators/defaultBranch.js'
import { split } from '../../../src/dsl/operators/split.js'
import { Consumed } from '../../../src/dsl/options/Consumed.js'
import { Named } from '../../../src/dsl/options/Named.js'
import { Printed } from '../../../src/dsl/options/Printed.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { Repartitioned } from '../../../src/dsl/options/Repartitioned.js'
import { filter } from '../../../src/dsl/operators/filter.js'
import { filterNot } from '../../../src/dsl/operators/filterNot.js'
import { flatMap } from '../../../src/dsl/operators/flatMap.js'
import { flatMapValues } from '../../../src/dsl/operators/flatMapValues.js'
import { foreach } from '../../../src/dsl/operators/foreach.js'
import { map } from '../../../src/dsl/operators/map.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { merge } from '../../../src/dsl/operators/merge.js'
import { peek } from '../../../src/dsl/operators/peek.js'
import { print } from '../../../src/dsl/operators/print.js'
import { repartition } from '../../../src/dsl/operators/repartition.js'
import { selectKey } from '../../../src/dsl/operators/selectKey.js'
import { to } from '../../../src/dsl/operators/to.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { Program } from './Program.js'

/** Sources, sinks and stateless KStream operators (DescribeCatalogue.java, first sections). */
export const basics: Record<string, Program> = {
  pipe: (builder) => {
    builder.stream('input').pipe(to('output'))
  },
  pipeNamed: (builder) => {
    builder
      .stream('input', Consumed.with(Serdes.string(), Serdes.string()).withName('read-input'))
      .pipe(to('output', Produced.with(Serdes.string(), Serdes.string()).withName('write-output')))
  },
  multiTopicAndPatternSources: (builder) => {
    builder.stream(['input-a', 'input-b']).pipe(to('output-ab'))
    builder.stream(/logs-.*/).pipe(to('output-logs'))
  },
  statelessValueOps: (builder) => {
    builder.stream<string, string>('input').pipe(
      filter((_k, v) => v !== ''),
      filterNot((_k, v) => v.length === 0),
      mapValues((v) => v.toUpperCase()),
      mapValues((v, k) => `${k}:${v}`),
      to('output'),
    )
  },
  statelessValueOpsNamed: (builder) => {
    builder.stream<string, string>('input').pipe(
      filter((_k, v) => v !== '', Named.as('drop-nulls')),
      filterNot((_k, v) => v.length === 0, Named.as('drop-empty')),
      mapValues((v) => v.toUpperCase(), Named.as('upper')),
      mapValues((v, k) => `${k}:${v}`, Named.as('prefix-key')),
      to('output', Produced.as('to-output')),
    )
  },
  keyChangingOps: (builder) => {
    builder.stream<string, string>('input').pipe(
      map((k, v) => KeyValue.pair(v, k)),
      flatMap((k, v) => [KeyValue.pair(k, v), KeyValue.pair(v, k)]),
      flatMapValues((v) => v.split(',')),
      selectKey((_k, v) => v),
      peek(() => undefined),
      to('output'),
    )
  },
  keyChangingOpsNamed: (builder) => {
    builder.stream<string, string>('input').pipe(
      map((k, v) => KeyValue.pair(v, k), Named.as('swap')),
      flatMap((k, v) => [KeyValue.pair(k, v), KeyValue.pair(v, k)], Named.as('both-ways')),
      flatMapValues((v) => v.split(','), Named.as('split-csv')),
      selectKey((_k, v) => v, Named.as('key-by-value')),
      peek(() => undefined, Named.as('look')),
      to('output'),
    )
  },
  terminals: (builder) => {
    const input = builder.stream<string, string>('input')
    input.pipe(foreach(() => undefined))
    input.pipe(print(Printed.toSysOut()))
    input.pipe(to('output'))
  },
  terminalsNamed: (builder) => {
    const input = builder.stream<string, string>('input')
    input.pipe(foreach(() => undefined, Named.as('side-effect')))
    input.pipe(print(Printed.toSysOut<string, string>().withLabel('input').withName('printer')))
    input.pipe(to('output'))
  },
  merge: (builder) => {
    const left = builder.stream<string, string>('input-left')
    const right = builder.stream<string, string>('input-right')
    left.pipe(merge(right), to('output'))
  },
  mergeNamed: (builder) => {
    const left = builder.stream<string, string>('input-left')
    const right = builder.stream<string, string>('input-right')
    left.pipe(merge(right, Named.as('both')), to('output'))
  },
  repartition: (builder) => {
    builder.stream('input').pipe(repartition(), to('output'))
  },
  repartitionNamed: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(
        repartition(Repartitioned.as<string, string>('by-user').withNumberOfPartitions(4)),
        repartition(Repartitioned.with(Serdes.string(), Serdes.string())),
        to('output'),
      )
  },
}

/** `split()` programs, in both styles: the `BranchedKStream` methods and the pipeable branch operators. */
export const splits: Record<string, Program> = {
  split: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(split())
      .branch(
        (_k, v) => v.startsWith('a'),
        Branched.withConsumer((s) => s.pipe(to('output-a'))),
      )
      .branch(
        (_k, v) => v.startsWith('b'),
        Branched.withConsumer((s) => s.pipe(to('output-b'))),
      )
      .defaultBranch(Branched.withConsumer((s) => s.pipe(to('output-other'))))
  },
  splitNamed: (builder) => {
    const branches = builder.stream<string, string>('input').pipe(
      split(Named.as('route-')),
      branch((_k, v) => v.startsWith('a'), Branched.as('a')),
      branch(
        (_k, v) => v.startsWith('b'),
        Branched.withFunction((s: KStream<string, string>) => s.pipe(mapValues((v) => v.toUpperCase())), 'b'),
      ),
      defaultBranch(Branched.as('other')),
    )
    branches['route-a']?.pipe(to('output-a'))
    branches['route-b']?.pipe(to('output-b'))
    branches['route-other']?.pipe(to('output-other'))
  },
}
