// The stand-in's features in layers, lowest first: a feature may import those of lower layers (through
// their index.ts), never its own layer's nor a higher one's (those tell it of events through its ports, mocks/features/<f>/ports.ts).
// One place for the order: eslint.config.mjs builds the import rule from it, and
// tests/server/app.featureBoundaries.test.ts checks it against the `features` list of mocks/features/index.ts.
export const FEATURE_LAYERS = [['account'], ['match'], ['experts'], ['money'], ['community', 'lottery'], ['home']]

/** the features `name` may import: all of the layers below its own */
export function featuresBelow(name) {
  const layer = FEATURE_LAYERS.findIndex((l) => l.includes(name))
  if (layer < 0) throw new Error(`${name} is not a stand-in feature`)
  return FEATURE_LAYERS.slice(0, layer).flat()
}
