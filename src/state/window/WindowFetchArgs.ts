/**
 * The argument lists of a window store's `fetch` overloads: a point lookup `(key, windowStart)`, one key over a
 * time range `(key, timeFrom, timeTo)`, or a key range over a time range `(keyFrom, keyTo, timeFrom, timeTo)`.
 * Layers implement the overloads once over this union.
 * @example
 * const args: WindowFetchArgs<string> = ['k', 0, 60_000]
 * @category State stores
 * @since 0.1.0
 */
export type WindowFetchArgs<K> =
  | readonly [key: K, windowStart: number]
  | readonly [key: K, timeFrom: number, timeTo: number]
  | readonly [keyFrom: K | undefined, keyTo: K | undefined, timeFrom: number, timeTo: number]

/**
 * The argument lists of a window store's `backwardFetch` overloads.
 * @example
 * const args: WindowBackwardFetchArgs<string> = [undefined, undefined, 0, 60_000]
 * @category State stores
 * @since 0.1.0
 */
export type WindowBackwardFetchArgs<K> =
  | readonly [key: K, timeFrom: number, timeTo: number]
  | readonly [keyFrom: K | undefined, keyTo: K | undefined, timeFrom: number, timeTo: number]
