import { emptyHeaders, type Headers } from '../core/processorApi/Headers.js'

/**
 * A record piped into or read from the test driver, as Kafka Streams' `TestRecord`. A `timestamp` of `undefined`
 * on input means "the input topic's current time".
 * @example
 * input.pipeInput(new TestRecord('k', 'v', 1000))
 * @category Testing
 * @since 0.1.0
 */
export class TestRecord<K, V> {
  constructor(
    readonly key: K | null,
    readonly value: V | null,
    readonly timestamp?: number,
    readonly headers: Headers = emptyHeaders,
  ) {}
}
