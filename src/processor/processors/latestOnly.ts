import { isLatest, type Change } from '../Change.js'
import type { AnyProcessor, ProcessorHooks } from '../ProcessorFactory.js'

/**
 * Why a processor with versioned semantics (KIP-914) drops an out-of-order update, as Kafka Streams logs it.
 * @category Building topologies
 * @since 0.1.0
 */
export const OUT_OF_ORDER_DROP =
  'Skipping out-of-order record from versioned table while performing table-table join.'

/**
 * Wraps a processor of table changes so that, when its input table is versioned, an out-of-order update
 * (`isLatest: false`) is dropped (and counted) before it, as Kafka Streams' table-table and foreign-key join
 * processors do under versioned semantics.
 * @example
 * latestOnly(spec.versionedUpstream === true, subscriptionSend(params, hooks), hooks)
 * @category Building topologies
 * @since 0.1.0
 */
export const latestOnly = (versioned: boolean, step: AnyProcessor, hooks: ProcessorHooks): AnyProcessor =>
  versioned
    ? {
        ...step,
        process: (record) => {
          if (isLatest(record.value as Change<unknown>)) step.process(record)
          else hooks.recordDropped(OUT_OF_ORDER_DROP)
        },
      }
    : step
