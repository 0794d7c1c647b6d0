import { Serdes } from '../../serde/Serdes.js'
import type { Fold, Initializer, Merger } from '../../graph/specs/Callback.js'
import type { StoreSpec } from '../../graph/StoreSpec.js'
import { KGroupedStream } from '../KGroupedStream.js'
import { KGroupedTable } from '../KGroupedTable.js'
import type { KTable } from '../KTable.js'
import type { Materialized } from '../options/Materialized.js'
import type { SessionWindowedKStream } from '../SessionWindowedKStream.js'
import { TimeWindowedKStream } from '../TimeWindowedKStream.js'
import { aggregateGrouped } from './aggregateGrouped.js'
import { aggregateTable } from './aggregateTable.js'
import { materializedSpec } from './asMaterialized.js'
import type { AnySerde } from './HandleState.js'
import { windowedKeySerde } from './windowedKeySerde.js'
import { storeFromMaterialized } from './stores.js'
import { windowedStore } from './windowedStore.js'

/** Any handle `count`, `reduce` and `aggregate` accept. */
export type Aggregatable =
  | KGroupedStream<unknown, unknown>
  | KGroupedTable<unknown, unknown>
  | TimeWindowedKStream<unknown, unknown>
  | SessionWindowedKStream<unknown, unknown>

/** What the user asked for. */
export interface AggregationRequest {
  readonly kind: 'count' | 'reduce' | 'aggregate'
  readonly named: string | undefined
  readonly materialized: Materialized<unknown, unknown> | undefined
  readonly initializer: Initializer | undefined
  /** The aggregator, reducer or (tables) adder. */
  readonly aggregator: Fold
  /** Tables: the subtractor; sessions: the merger. */
  readonly third: Fold | undefined
}

const countInitializer: Initializer = () => 0
const countAggregator: Fold = (_key, _value, count) => (count as number) + 1
const tableCountSubtractor: Fold = (_key, _value, count) => (count as number) - 1

/**
 * One implementation of `count`, `reduce` and `aggregate` over every grouped handle, naming stores and
 * processors in Kafka Streams' order (including the extra store index `count(Materialized)` burns).
 * @category Building topologies
 * @since 0.1.0
 */
export const aggregation = (source: Aggregatable, request: AggregationRequest): KTable<unknown, unknown> => {
  const isCount = request.kind === 'count'
  if (source instanceof KGroupedTable) {
    return aggregateTable(source, {
      named: request.named,
      materialized: request.materialized,
      processorPrefix: request.kind === 'reduce' ? 'KTABLE-REDUCE-' : 'KTABLE-AGGREGATE-',
      initializer: isCount ? countInitializer : request.initializer,
      adder: isCount ? countAggregator : request.aggregator,
      subtractor: isCount ? tableCountSubtractor : (request.third as Fold),
      valueSerde: isCount
        ? (Serdes.long() as AnySerde)
        : request.kind === 'reduce'
          ? source.state.valueSerde
          : undefined,
    })
  }
  const s = source.state
  const names = s.graph.names
  const mat = materializedSpec(request.materialized)
  const prefix = request.kind === 'reduce' ? 'KSTREAM-REDUCE-' : 'KSTREAM-AGGREGATE-'
  const sliding = source instanceof TimeWindowedKStream && source.windows._tag === 'SlidingWindows'
  if (isCount && request.materialized !== undefined && mat.storeName === undefined && !sliding) {
    names.newStoreName('KSTREAM-AGGREGATE-')
  }
  const storeName = mat.storeName ?? names.newStoreName(prefix)
  const name = names.orElseGenerate(request.named, prefix)
  const keySerde = mat.keySerde ?? s.keySerde
  const valueSerde =
    mat.valueSerde ??
    (isCount ? (Serdes.long() as AnySerde) : request.kind === 'reduce' ? s.valueSerde : undefined)
  const serdes = { keySerde, valueSerde }
  const initializer = isCount ? countInitializer : request.initializer
  const aggregator = isCount ? countAggregator : request.aggregator
  let store: StoreSpec
  let tableKeySerde = keySerde
  let spec: Parameters<typeof aggregateGrouped>[1]['spec']
  if (source instanceof KGroupedStream) {
    store = storeFromMaterialized(mat, storeName, 'timestampedKeyValue', serdes)
    spec = { _tag: 'StreamAggregate', storeName, initializer, aggregator, reduce: request.kind === 'reduce' }
  } else {
    const windows = source.windows
    const session = windows._tag === 'SessionWindows'
    tableKeySerde = windowedKeySerde(windows, keySerde)
    store = windowedStore(
      windows,
      mat.retentionMs,
      (kind, extra) => storeFromMaterialized(mat, storeName, kind, serdes, extra),
      source.emitOnWindowClose,
    )
    spec = {
      _tag: 'WindowedAggregate',
      windowing: session ? 'session' : windows._tag === 'SlidingWindows' ? 'sliding' : 'time',
      windows,
      storeName,
      initializer,
      aggregator,
      merger: session ? (isCount ? countMerger : request.third) : undefined,
      reduce: request.kind === 'reduce',
      emitOnWindowClose: source.emitOnWindowClose,
    }
  }
  return aggregateGrouped(source, {
    name,
    store,
    queryable: mat.queryable,
    spec,
    keySerde: tableKeySerde,
    valueSerde,
  })
}

const countMerger: Merger = (_key, one, two) => (one as number) + (two as number)
