/** The throwing adapter of each built-in facade, found by `orThrow`. */
const adapters = new WeakMap<object, () => object>()

/**
 * Records how `orThrow` turns `facade` into its classic, throwing store (`adapt(facade)`), and returns `facade`.
 * @example
 * return registerThrowing(facade, throwingKeyValueStore)
 * @category constructors
 * @since 0.1.0
 */
export const registerThrowing = <F extends object>(facade: F, adapt: (facade: F) => object): F => {
  adapters.set(facade, () => adapt(facade))
  return facade
}

/**
 * The classic, throwing store of a built-in facade, or `undefined` for any other object.
 * @example
 * throwingAdapterOf(app.store(params).right) // ThrowingKeyValueStore
 * @category destructors
 * @since 0.1.0
 */
export const throwingAdapterOf = (u: object): object | undefined => adapters.get(u)?.()
