import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'

/**
 * Checks an operator's arguments as Kafka Streams checks every DSL argument for null: a required argument
 * (`'predicate'`) may be neither `null` nor `undefined`; an optional one (`'named?'`) may be omitted but not
 * `null`, since in JavaScript an omitted argument is `undefined`; a rest parameter (`'...storeNames'`) may hold no
 * `null`. Throws an `InvalidArgument` error naming the argument and the operator.
 * @example
 * requireArguments('filter', ['predicate', 'named?'], [predicate, named])
 * @category Building topologies
 * @since 0.1.0
 */
export const requireArguments = (
  operator: string,
  names: readonly string[],
  args: readonly unknown[],
): void => {
  names.forEach((spec, i) => {
    const rest = spec.startsWith('...')
    const optional = spec.endsWith('?')
    const name = rest ? spec.slice(3) : optional ? spec.slice(0, -1) : spec
    const values = rest ? args.slice(i) : [args[i]]
    for (const value of values) {
      if (value === null || (!optional && !rest && value === undefined)) {
        throw new InvalidArgumentError(`${name} can't be null (${operator}).`, name)
      }
    }
  })
}

/**
 * An operator whose arguments are checked by {@link requireArguments} when it is called, before it is piped.
 * @example
 * export const peek = checked('peek', ['action', 'named?'], (action, named) => (source) => ...)
 * @category Building topologies
 * @since 0.1.0
 */
export const checked = <F extends (...args: never[]) => unknown>(
  operator: string,
  names: readonly string[],
  operatorFn: F,
): F =>
  ((...args: unknown[]) => {
    requireArguments(operator, names, args)
    return (operatorFn as unknown as (...a: unknown[]) => unknown)(...args)
  }) as unknown as F
