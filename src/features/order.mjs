// The app's features in layers, lowest first: a feature may import those of lower layers (through their
// index.ts), never its own layer's nor a higher one's (a higher one passes what it offers in, as
// experts gives 我的关注 its followed experts). One list, so the feature graph has no cycle:
// eslint.config.mjs builds the import rule from it and tests/unit/architecture/featureOrder.test.ts
// checks it against the folders of src/features.
export const APP_FEATURE_LAYERS = [['account', 'community'], ['match'], ['experts', 'lottery'], ['money']]

/** the app features `name` may import: all of the layers below its own */
export function appFeaturesBelow(name) {
  const layer = APP_FEATURE_LAYERS.findIndex((l) => l.includes(name))
  if (layer < 0) throw new Error(`${name} is not an app feature`)
  return APP_FEATURE_LAYERS.slice(0, layer).flat()
}
