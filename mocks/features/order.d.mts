/** mocks/features/order.mjs, for TypeScript readers (the lint config reads the .mjs itself) */
export declare const FEATURE_LAYERS: readonly (readonly string[])[]
export declare function featuresBelow(name: string): string[]
