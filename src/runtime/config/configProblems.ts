import type * as t from 'io-ts'

/**
 * A given value as an error sentence shows it.
 * @example
 * describeValue('x') // '"x"'
 * @category Configuration
 * @since 0.1.0
 */
export const describeValue = (u: unknown): string =>
  typeof u === 'function' ? 'a function' : (JSON.stringify(u) ?? String(u))

/**
 * Turns io-ts errors into one sentence per config key: which key, what it must be, what was given.
 * @example
 * problemSentences(codec.decode(input).left) // ["'num.stream.threads' must be a whole number of 1 or more, got 0."]
 * @category Configuration
 * @since 0.1.0
 */
export const problemSentences = (errors: t.Errors): Map<string, string> => {
  const problems = new Map<string, string>()
  for (const error of errors) {
    const key = error.context.map((c) => c.key).find((k) => k.includes('.')) ?? ''
    if (problems.has(key)) continue
    const expected = error.context[error.context.length - 1]?.type.name ?? 'valid'
    problems.set(
      key,
      error.value === undefined
        ? `'${key}' is required: give ${expected}.`
        : `'${key}' must be ${expected}, got ${describeValue(error.value)}.`,
    )
  }
  return problems
}

/** Java-only names and what to write instead (Tributary's stores are transactional by default, Java's are not). */
const renamed: Readonly<Record<string, string>> = {
  'enable.transactional.statestores': 'statestore.transactional.enabled',
}

/**
 * A sentence for a key no config section knows: its new name when it was renamed, else the nearest known key.
 * @example
 * unknownKeySentence('num.stream.thread', known) // "... did you mean 'num.stream.threads'?"
 * @category Configuration
 * @since 0.1.0
 */
export const unknownKeySentence = (key: string, known: readonly string[]): string => {
  const newName = renamed[key]
  if (newName !== undefined)
    return `'${key}' is Kafka Streams' name; Tributary's stores are transactional unless told otherwise: use '${newName}' instead.`
  const squash = (k: string): string => k.toLowerCase().replace(/[._-]/g, '').replace(/s$/, '')
  const near = known.find((k) => squash(k) === squash(key))
  return near === undefined
    ? `'${key}' is not a Kafka Streams setting Tributary knows; check the spelling against the README's list.`
    : `'${key}' is not a setting Tributary knows; did you mean '${near}'?`
}
