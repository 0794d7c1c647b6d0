/**
 * The argument lists of a session store's `findSessions` overloads: one key `(key, earliestSessionEnd,
 * latestSessionStart)` or a key range `(keyFrom, keyTo, earliestSessionEnd, latestSessionStart)`.
 * @example
 * const args: SessionFindArgs<string> = ['user', 0, 10_000]
 * @category State stores
 * @since 0.1.0
 */
export type SessionFindArgs<K> =
  | readonly [key: K, earliestSessionEndTime: number, latestSessionStartTime: number]
  | readonly [
      keyFrom: K | undefined,
      keyTo: K | undefined,
      earliestSessionEndTime: number,
      latestSessionStartTime: number,
    ]

/**
 * The argument lists of a session store's `fetch` overloads: one key, or a key range.
 * @example
 * const args: SessionFetchArgs<string> = ['a', 'f']
 * @category State stores
 * @since 0.1.0
 */
export type SessionFetchArgs<K> = readonly [key: K] | readonly [keyFrom: K | undefined, keyTo: K | undefined]
