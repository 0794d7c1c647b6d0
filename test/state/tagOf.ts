/** The `_tag` of what `f` throws (or rejects with), or 'no error'. */
export const tagOf = async (f: () => unknown): Promise<unknown> => {
  try {
    await f()
  } catch (e) {
    return (e as { _tag?: unknown })._tag
  }
  return 'no error'
}
