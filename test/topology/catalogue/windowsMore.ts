import { EmitStrategy } from '../../../src/dsl/EmitStrategy.js'
import { aggregate } from '../../../src/dsl/operators/aggregate.js'
import { cogroup } from '../../../src/dsl/operators/cogroup.js'
import { count } from '../../../src/dsl/operators/count.js'
import { emitStrategy } from '../../../src/dsl/operators/emitStrategy.js'
import { groupByKey } from '../../../src/dsl/operators/groupByKey.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { suppress } from '../../../src/dsl/operators/suppress.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { windowedBy } from '../../../src/dsl/operators/windowedBy.js'
import { BufferConfig } from '../../../src/dsl/options/BufferConfig.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Named } from '../../../src/dsl/options/Named.js'
import { Suppressed } from '../../../src/dsl/options/Suppressed.js'
import { SessionWindows } from '../../../src/core/windows/SessionWindows.js'
import { TimeWindows } from '../../../src/core/windows/TimeWindows.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { Program } from './Program.js'

const MINUTE = 60_000

/** Suppression, emit strategies, session cogroups and re-keyed table streams (DescribeCatalogue.java). */
export const windowsMore: Record<string, Program> = {
  suppressUntilWindowCloses: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeAndGrace(5 * MINUTE, MINUTE)),
        count(),
        suppress(Suppressed.untilWindowCloses(BufferConfig.unbounded())),
        toStream(),
        to('output'),
      )
  },
  suppressUntilWindowClosesNamed: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeAndGrace(5 * MINUTE, MINUTE)),
        count(Materialized.as('window-counts')),
        suppress(
          Suppressed.untilWindowCloses(BufferConfig.maxRecords(1000).shutDownWhenFull()).withName(
            'final-counts',
          ),
        ),
        toStream(),
        to('output'),
      )
  },
  tableSuppress: (builder) => {
    const table = builder.table<string, string>('input')
    table.pipe(
      suppress(Suppressed.untilTimeLimit(10_000, BufferConfig.maxRecords(100))),
      toStream(),
      to('output'),
    )
    table.pipe(
      mapValues((v) => v.toUpperCase()),
      suppress(Suppressed.untilTimeLimit(5_000, BufferConfig.unbounded()).withName('rate-limit')),
      toStream(),
      to('output-upper'),
    )
  },
  tableToStreamWithMapper: (builder) => {
    const table = builder.table<string, string>('input')
    table.pipe(
      toStream((_k, v) => v),
      to('output-by-value'),
    )
    table.pipe(
      toStream((k, v) => k + v, Named.as('rekey')),
      to('output-rekeyed'),
    )
  },
  tumblingEmitOnWindowClose: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeAndGrace(5 * MINUTE, MINUTE)),
        emitStrategy(EmitStrategy.onWindowClose()),
        count(),
        toStream(),
        to('output'),
      )
  },
  sessionEmitOnWindowClose: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(5 * MINUTE)),
        emitStrategy(EmitStrategy.onWindowClose()),
        count(Materialized.as('final-sessions')),
        toStream(),
        to('output'),
      )
  },
  cogroupSessionWindows: (builder) => {
    const clicks = builder.stream<string, string>('clicks').pipe(groupByKey())
    const views = builder.stream<string, string>('views').pipe(groupByKey())
    clicks.pipe(
      cogroup((_k, _v, n: number) => n + 1),
      cogroup(views, (_k, _v, n) => n + 10),
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(5 * MINUTE)),
      aggregate(
        () => 0,
        (_k, a, b) => a + b,
        Materialized.with(Serdes.string(), Serdes.long()),
      ),
      toStream(),
      to('output'),
    )
  },
}
