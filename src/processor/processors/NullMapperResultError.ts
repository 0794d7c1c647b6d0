import { taggedError } from '../../errors/taggedError.js'

/**
 * A `map`, `flatMap` or `flatMapValues` mapper returned `null` or `undefined` (Kafka Streams: "The provided
 * KeyValueMapper returned null which is not allowed."). Return a pair (`map`) or an iterable, empty to drop the
 * record (`flatMap`, `flatMapValues`). Thrown inside `process`, so it goes to the processing-error handler.
 * @example
 * if (e instanceof NullMapperResultError) console.log(e.operator)
 * @category Errors
 * @since 0.1.0
 */
export class NullMapperResultError extends taggedError('NullMapperResult', false) {
  constructor(
    /** The operator whose mapper returned nothing: `map`, `flatMap` or `flatMapValues`. */
    readonly operator: 'map' | 'flatMap' | 'flatMapValues',
  ) {
    super(
      `The mapper given to ${operator} returned null, which is not allowed: return ` +
        (operator === 'map' ? 'a { key, value } pair.' : 'an iterable (an empty one drops the record).'),
    )
  }
}

/**
 * The mapper's result, or a {@link NullMapperResultError} when it is `null` or `undefined`.
 * @example
 * for (const pair of requireMapperResult('flatMap', mapper(key, value))) forward(pair)
 * @category Errors
 * @since 0.1.0
 */
export const requireMapperResult = <T>(
  operator: NullMapperResultError['operator'],
  result: T | null | undefined,
): T => {
  if (result === null || result === undefined) throw new NullMapperResultError(operator)
  return result
}
