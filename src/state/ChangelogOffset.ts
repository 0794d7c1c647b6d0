/**
 * A changelog position: the offset of the next record to read from one changelog partition. Stores write these
 * atomically with the data they cover (at commit and after each restore batch) and read them back on open.
 * @example
 * const o: ChangelogOffset = { topic: 'app-counts-changelog', partition: 0, offset: 42 }
 * @category State stores
 * @since 0.1.0
 */
export interface ChangelogOffset {
  readonly topic: string
  readonly partition: number
  readonly offset: number
}
