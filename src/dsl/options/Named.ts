import { validateName } from './validateName.js'

/**
 * The name of a processor, as Kafka Streams' `Named`. Every operator also accepts the name as a plain string.
 * @example
 * stream.pipe(filter((_k, v) => v > 0, Named.as('positive')))
 * @category Building topologies
 * @since 0.1.0
 */
export class Named {
  private constructor(
    /** The validated processor name. */
    readonly name: string,
  ) {}

  /** A processor name; legal characters are `[a-zA-Z0-9._-]`, at most 249 of them. */
  static as(name: string): Named {
    return new Named(validateName(name))
  }

  /** A copy with another name. */
  withName(name: string): Named {
    return Named.as(name)
  }

  /** The processor name an operator was given, if any: the one place that reads `Named` or a plain string. */
  static from(named: Named | string | undefined): string | undefined {
    if (named === undefined) return undefined
    return named instanceof Named ? named.name : validateName(named)
  }
}
