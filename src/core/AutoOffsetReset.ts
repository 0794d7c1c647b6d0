import { validateInteger } from './validateInteger.js'

/**
 * Where a source starts reading when its group has no committed offset, as Kafka's `AutoOffsetReset` (KIP-1106):
 * the earliest or latest offset, none (fail), or the first offset at most `durationMs` old.
 * @example
 * Consumed.with(Serdes.string(), Serdes.string()).withOffsetResetPolicy(AutoOffsetReset.earliest())
 * @category Building topologies
 * @since 0.1.0
 */
export type AutoOffsetReset =
  | { readonly _tag: 'Earliest' }
  | { readonly _tag: 'Latest' }
  | { readonly _tag: 'None' }
  | { readonly _tag: 'ByDuration'; readonly durationMs: number }

/**
 * Constructors for {@link AutoOffsetReset}.
 * @category Building topologies
 * @since 0.1.0
 */
export const AutoOffsetReset = {
  earliest: (): AutoOffsetReset => ({ _tag: 'Earliest' }),
  latest: (): AutoOffsetReset => ({ _tag: 'Latest' }),
  none: (): AutoOffsetReset => ({ _tag: 'None' }),
  byDuration: (durationMs: number): AutoOffsetReset => ({
    _tag: 'ByDuration',
    durationMs: validateInteger(durationMs, 'durationMs'),
  }),
} as const
