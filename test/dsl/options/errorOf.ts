/** Runs `f` and returns what it threw (tag and fields), or fails the test if it did not throw. */
export const errorOf = (f: () => unknown): { _tag?: unknown; argument?: unknown; invalidName?: unknown } => {
  try {
    f()
  } catch (e) {
    return e as { _tag?: unknown }
  }
  throw new Error('expected an error')
}
