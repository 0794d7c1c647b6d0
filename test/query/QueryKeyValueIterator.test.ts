import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { QueryKeyValueIterator } from '../../src/query/QueryKeyValueIterator.js'
import { openStore } from './fixtures.js'

const rows = { a: 1, b: 2, c: 3 }

const queryAll = async () => {
  const store = await openStore(rows)
  const it = new QueryKeyValueIterator(store.all(), { isOpen: () => store.isOpen }, 'counts', 0)
  return { store, it }
}

describe('QueryKeyValueIterator', () => {
  it('steps through the rows as Rights, undefined at the end', async () => {
    const { it } = await queryAll()
    expect(it.hasNext()).toEqual(E.right(true))
    expect(it.peekNextKey()).toEqual(E.right('a'))
    expect(it.next()).toEqual(E.right({ key: 'a', value: 1 }))
    expect(it.peekNext()).toEqual(E.right({ key: 'b', value: 2 }))
    expect(it.next()).toEqual(E.right({ key: 'b', value: 2 }))
    expect(it.next()).toEqual(E.right({ key: 'c', value: 3 }))
    expect(it.hasNext()).toEqual(E.right(false))
    expect(it.next()).toEqual(E.right(undefined))
    expect(it.peekNextKey()).toEqual(E.right(undefined))
    it.close()
  })

  it('returns StateStoreMigrated at the step where the store closes, and at every step after', async () => {
    const { store, it } = await queryAll()
    expect(it.next()).toEqual(E.right({ key: 'a', value: 1 }))
    await store.close()
    for (const step of [it.hasNext(), it.next(), it.peekNext(), it.peekNextKey()]) {
      expect(E.isLeft(step) && step.left).toMatchObject({
        _tag: 'StateStoreMigrated',
        retryable: true,
        storeName: 'counts',
        partition: 0,
      })
    }
  })

  it('returns StateStoreMigrated when the store is still open but no longer served here', async () => {
    const store = await openStore(rows)
    let owned = true
    const it = new QueryKeyValueIterator(store.all(), { isOpen: () => owned }, 'counts')
    expect(it.next()).toEqual(E.right({ key: 'a', value: 1 }))
    owned = false
    const step = it.next()
    expect(E.isLeft(step) && step.left._tag).toBe('StateStoreMigrated')
    expect(E.isLeft(step) && step.left).not.toHaveProperty('partition')
    await store.close()
  })

  it('maps the store iterator invalidation to StateStoreMigrated with the store error as cause', async () => {
    const store = await openStore(rows)
    const inner = store.all()
    let calls = 0
    // liveness answers true once more after the close, so the inner iterator's own invalidation is what is seen
    const it = new QueryKeyValueIterator(inner, { isOpen: () => calls++ < 2 }, 'counts')
    expect(it.next()).toEqual(E.right({ key: 'a', value: 1 }))
    await store.close()
    const step = it.next()
    expect(E.isLeft(step) && step.left._tag).toBe('StateStoreMigrated')
    expect(E.isLeft(step) && (step.left.cause as { _tag: string })._tag).toBe('IteratorInvalidated')
  })

  it('for...of yields Rights, then one Left, and closes', async () => {
    const { store, it } = await queryAll()
    const seen: string[] = []
    for (const row of it) {
      if (E.isLeft(row)) {
        seen.push(row.left._tag)
        continue
      }
      seen.push(row.right.key)
      if (row.right.key === 'b') await store.close()
    }
    expect(seen).toEqual(['a', 'b', 'StateStoreMigrated'])
  })

  it('for await yields every row and closes the store iterator at the end', async () => {
    const { it } = await queryAll()
    const seen: string[] = []
    for await (const row of it) if (E.isRight(row)) seen.push(row.right.key)
    expect(seen).toEqual(['a', 'b', 'c'])
    expect(() => it.hasNext()).toThrow(expect.objectContaining({ _tag: 'IteratorClosed' }))
  })

  it('for await reports the store closing mid-iteration as a Left', async () => {
    const { store, it } = await queryAll()
    const seen: string[] = []
    for await (const row of it) {
      seen.push(E.isLeft(row) ? row.left._tag : row.right.key)
      if (seen.length === 1) await store.close()
    }
    expect(seen).toEqual(['a', 'StateStoreMigrated'])
  })

  it('a break closes the iterator', async () => {
    const { it } = await queryAll()
    for await (const row of it) if (E.isRight(row)) break
    expect(() => it.next()).toThrow(expect.objectContaining({ _tag: 'IteratorClosed' }))
  })
})
