/**
 * The `_tag` of the error `f` throws, or `'no error'`: tests assert on tags, never on messages.
 * @example
 * expect(errorTag(() => new StreamsBuilder().build())).toBe('NoSource')
 */
export const errorTag = (f: () => unknown): unknown => {
  try {
    f()
  } catch (e) {
    return (e as { _tag?: unknown })._tag
  }
  return 'no error'
}
