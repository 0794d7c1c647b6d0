/**
 * How far one local store partition is behind the end of its changelog (Kafka Streams' `LagInfo`).
 * @category Running
 * @since 0.1.0
 */
export interface LagInfo {
  /** The changelog offset the store committed (0 when it has none). */
  readonly currentOffsetPosition: number
  /** The end offset of the changelog partition. */
  readonly endOffsetPosition: number
  /** `endOffsetPosition - currentOffsetPosition`, at least 0. */
  readonly offsetLag: number
}
