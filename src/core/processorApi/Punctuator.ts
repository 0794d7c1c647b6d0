/**
 * A callback scheduled with `ProcessorContext.schedule`; receives the punctuation time (stream time or wall-clock
 * time, in ms). Like `process`, it must not await.
 * @example
 * const punctuator: Punctuator = (timestamp) => console.log('tick at', timestamp)
 * @category Building topologies
 * @since 0.1.0
 */
export type Punctuator = (timestamp: number) => void
