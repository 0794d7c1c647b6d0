import type { ProcessorHooks } from '../ProcessorFactory.js'

/**
 * A millisecond setting from the application config (a number or a numeric string), or `fallback` when unset.
 * @example
 * const interval = configMs(hooks, EMIT_INTERVAL_WINDOWED_AGGREGATION, 1000)
 * @category Building topologies
 * @since 0.1.0
 */
export const configMs = (hooks: ProcessorHooks, key: string, fallback: number): number => {
  const raw = hooks.appConfigs[key]
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback
}
