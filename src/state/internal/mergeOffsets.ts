import type { ChangelogOffset } from '../ChangelogOffset.js'

/** `current` with each partition in `updates` replaced by its new offset. */
export const mergeOffsets = (
  current: readonly ChangelogOffset[],
  updates: readonly ChangelogOffset[],
): readonly ChangelogOffset[] => {
  const same = (a: ChangelogOffset, b: ChangelogOffset): boolean =>
    a.topic === b.topic && a.partition === b.partition
  return [...current.filter((o) => !updates.some((u) => same(o, u))), ...updates]
}
