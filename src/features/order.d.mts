/** src/features/order.mjs, for TypeScript readers (the lint config reads the .mjs itself) */
export declare const APP_FEATURE_LAYERS: readonly (readonly string[])[]
export declare function appFeaturesBelow(name: string): string[]
