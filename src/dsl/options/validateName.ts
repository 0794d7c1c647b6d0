import { InvalidNameError } from '../../errors/InvalidNameError.js'

/** Kafka's limit on topic names, which also bounds processor and store names (they become topic names). */
const MAX_NAME_LENGTH = 249
const LEGAL = /^[a-zA-Z0-9._-]+$/

/**
 * Checks a user-given processor, store or topic name as Kafka Streams' `Named.validate` does and returns it.
 * @throws InvalidNameError naming the bad name and what to change
 * @example
 * validateName('counts-store') // 'counts-store'
 * @category Building topologies
 * @since 0.1.0
 */
export const validateName = (name: string, what = 'Name'): string => {
  if (typeof name !== 'string' || name.length === 0) {
    throw new InvalidNameError(`${what} is illegal: it can't be empty.`, String(name))
  }
  if (name === '.' || name === '..') {
    throw new InvalidNameError(`${what} cannot be "." or "..": Kafka reserves them; pick another name.`, name)
  }
  if (name.length > MAX_NAME_LENGTH) {
    throw new InvalidNameError(
      `${what} "${name}" is illegal: it can't be longer than ${MAX_NAME_LENGTH} characters (it has ${name.length}).`,
      name,
    )
  }
  if (!LEGAL.test(name)) {
    throw new InvalidNameError(
      `${what} "${name}" is illegal: it contains a character other than ASCII alphanumerics, '.', '_' and '-'.`,
      name,
    )
  }
  return name
}
