import assert from 'node:assert/strict'

/** Asserts that `f` throws (or rejects with) an error whose `_tag` is `tag`. */
export const expectTag = async (tag: string, f: () => unknown): Promise<void> => {
  let caught: unknown = undefined
  try {
    await f()
  } catch (e) {
    caught = e
  }
  assert.ok(caught !== undefined, `expected an error tagged ${tag}, but nothing was thrown`)
  assert.equal((caught as { _tag?: unknown })._tag, tag)
}
