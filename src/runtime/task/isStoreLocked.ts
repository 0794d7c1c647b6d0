/**
 * Whether an error says a store's directory is locked (held open by another handle, in this process or another).
 * @example
 * if (isStoreLocked(error)) await clock.sleep(pollMs)
 * @category Running
 * @since 0.1.0
 */
export const isStoreLocked = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { readonly _tag?: unknown })._tag === 'StoreLocked'
