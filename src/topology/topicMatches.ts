/**
 * Whether a pattern source reads `topic`: the pattern must match the whole name, as Java's
 * `Pattern.matcher(topic).matches()` (so `/orders-.+/` reads `orders-eu` but not `old-orders-eu`).
 * @example
 * topicMatches(/orders-.+/, 'orders-eu') // true
 * @category Building topologies
 * @since 0.1.0
 */
export const topicMatches = (pattern: RegExp, topic: string): boolean => {
  const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace(/[gy]/g, ''))
  return whole.test(topic)
}
