/**
 * What drives a punctuator: `STREAM_TIME` (record timestamps; fires as stream time advances) or `WALL_CLOCK_TIME`
 * (the clock of the runtime or of the test driver).
 * @example
 * context.schedule(10_000, PunctuationType.WALL_CLOCK_TIME, (ts) => flush(ts))
 * @category Building topologies
 * @since 0.1.0
 */
export type PunctuationType = 'STREAM_TIME' | 'WALL_CLOCK_TIME'

/**
 * The two punctuation types as constants, spelled as Kafka Streams' enum.
 * @category Building topologies
 * @since 0.1.0
 */
export const PunctuationType = {
  STREAM_TIME: 'STREAM_TIME',
  WALL_CLOCK_TIME: 'WALL_CLOCK_TIME',
} as const satisfies { readonly [K in PunctuationType]: K }
