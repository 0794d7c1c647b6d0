import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { readViews } from '../../src/query/views/readViews.js'
import type { ReadOnlyStoreView } from '../../src/query/views/ReadOnlyStoreView.js'

describe('querying a store as the wrong type', () => {
  it('names the store and both types, as a typed UnknownStateStore', () => {
    const keyValueView = { kind: 'keyValue', store: {} } as unknown as ReadOnlyStoreView
    const result = readViews.window([keyValueView], 'counts')
    expect(E.isLeft(result) && result.left).toMatchObject({
      _tag: 'UnknownStateStore',
      retryable: false,
      storeName: 'counts',
      storeType: 'keyValue',
      queriedType: 'window',
    })
    expect(E.isLeft(result) && result.left.message).toContain("'counts' is a keyValue store")
  })
})
