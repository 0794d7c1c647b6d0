/**
 * Store rows are the DSL's plain `{ key, value }` pairs (`KeyValue.pair(k, v)` builds one).
 */
export type { KeyValue } from '../core/KeyValue.js'
