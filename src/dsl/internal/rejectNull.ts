import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'

/**
 * Java's `Objects.requireNonNull` at a DSL call: an argument given as `null` (plain JavaScript, or a cast) is
 * refused at once, naming the argument, instead of being taken for an omitted one or failing at the first record.
 * `undefined` means omitted and passes; `labels[i]` names `args[i]`.
 * @throws InvalidArgumentError for the first `null` argument
 * @example
 * rejectNull('reduce', ['reducer', 'named or materialized'], [reducer, second])
 * @category guards
 * @since 0.1.0
 */
export const rejectNull = (operator: string, labels: readonly string[], args: readonly unknown[]): void => {
  const at = args.indexOf(null)
  if (at === -1) return
  const label = labels[at] ?? `argument ${at + 1}`
  throw new InvalidArgumentError(
    `${operator}: the ${label} is null. Pass a value, or leave an optional argument out.`,
    label,
  )
}
