// Lint for app, contract, server, tests and scripts: typescript-eslint's recommended rules plus
// the rules of hooks. Builds and dependencies are never linted.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { FEATURE_LAYERS, featuresBelow } from './mocks/features/order.mjs'
import { APP_FEATURE_LAYERS, appFeaturesBelow } from './src/features/order.mjs'

/** the contract modules that import zod: the app may import their types, never their values */
const ZOD_FREE_APP = {
  group: ['zod', '@contract/api', '@contract/api/*', '@contract/football', '@contract/prediction', '@contract/common', '@contract/endpoint', '**/types/api', '**/types/api/*', '**/types/football', '**/types/prediction', '**/types/common'],
  allowTypeImports: true,
  message: 'This contract module imports zod: use `import type`, or move the value to a zod-free module (types/*-rules.ts).',
}

/** function components only: mobx-react-lite's observer, without mobx-react's class-component layer */
const FUNCTION_OBSERVER = { name: 'mobx-react', message: 'Use observer from mobx-react-lite (the app has function components only).' }

/**
 * The rooms of the house and which way imports run: shared → features → pages (docs/architecture.md).
 * `import-x/no-restricted-paths` resolves every import (aliases, relative paths, platform files)
 * to a file, so a boundary cannot be crossed by spelling the path another way.
 */
const FEATURES = APP_FEATURE_LAYERS.flat()
/**
 * every file of the app outside src/features but two, which take feature files by path:
 *  - RootStore builds the feature stores on import: through an index it would load components that import it back;
 *  - src/firstScreen is the stand-in's server-side render of the tabs' first screens (bundled by esbuild in Node):
 *    a feature's index would pull the app's runtime (tab icons, the live socket, the shell) into it
 */
const OUTSIDE_FEATURES = ['./src/!(features|stores|firstScreen)/**', './src/stores/**/!(RootStore).ts?(x)', './src/*.*']
const SHARED_APP = ['./src/components/**', './src/hooks/**', './src/services/**', './src/utils/**', './src/navigation/**', './src/stores/models/**', './src/stores/!(RootStore).ts?(x)']
const BOUNDARIES = [
  // a feature reaches a lower one (src/features/order.mjs) only through what that one exports on purpose
  // (its index.ts), and a feature of its own layer or a higher one not at all: no cycle between features
  ...FEATURES.flatMap((f) => FEATURES.filter((g) => g !== f).map((g) => (appFeaturesBelow(f).includes(g)
    ? { target: `./src/features/${f}`, from: `./src/features/${g}`, except: ['./index.ts'], message: `Import what the ${g} feature offers from '@/features/${g}' (its index.ts), not from its folders.` }
    : { target: `./src/features/${f}`, from: `./src/features/${g}`, message: `The ${f} feature may import only features below it (${appFeaturesBelow(f).join(', ') || 'none'}; src/features/order.mjs): let the page pass what ${g} offers in.` }))),
  // pages, the shell and every other file outside the features use a feature only through its index.ts,
  // so its folders can change without touching them (styles excepted: the first screen's sheet gathers them)
  ...FEATURES.map((f) => ({ target: OUTSIDE_FEATURES, from: `./src/features/${f}/**`, except: [`**/src/features/${f}/index.ts`, '**/*.scss'], message: `Import what the ${f} feature offers from '@/features/${f}' (its index.ts), not from its folders.` })),
  // the shared layer serves features and pages and knows neither (RootStore, the composition root, joins the feature stores)
  { target: SHARED_APP, from: ['./src/features', './src/pages'], message: 'Shared code (components, hooks, services, utils, navigation, stores) must not import a feature or a page.' },
  // platform edges are leaves: what they need is passed in
  { target: './src/platform', from: ['./src/components', './src/stores', './src/services', './src/features', './src/pages', './src/hooks'], message: 'src/platform is a leaf: pass what it needs in instead of importing components, stores, services or features.' },
  // pages are thin: data and rules come from a feature's stores, models and hooks
  { target: './src/pages', from: ['./src/services/**', './src/features/*/services/**'], message: 'Pages import no service: put the call in a feature store, page model or hook.' },
  // services never reach up into state or UI
  { target: ['./src/services/**', './src/features/*/services/**'], from: ['./src/stores/**', './src/features/*/stores/**', './src/features/*/components/**', './src/components/**', './src/pages/**', './src/shell/**'], message: 'Services must not import stores or UI: use the session port (@/services/session), report to the shell (@/services/serviceEvents) or let the store call the service.' },
  // the app shell (src/shell) is the composition's edge: only src/app.tsx installs it
  { target: ['./src/components', './src/hooks', './src/services', './src/utils', './src/navigation', './src/stores', './src/features', './src/pages', './src/platform'], from: './src/shell', message: 'Only src/app.tsx installs the app shell (src/shell).' },
  // the stand-in and the contract never import the app
  { target: ['./mocks', './types'], from: './src', message: 'The stand-in and the contract never import the app: text both sides need lives in types/ (types/content).' },
  { target: './types', from: './mocks', message: 'The contract never imports the stand-in.' },
]

/**
 * The stand-in's features (mocks/features/order.mjs): one-way imports, lowest first, each only
 * through the other's index.ts; the platform around them (db, http, services, config) imports none.
 */
const STAND_IN_FEATURES = FEATURE_LAYERS.flat()
const standInFeature = (f) => `./mocks/features/${f}`
const STAND_IN_WIRING = ['./mocks/app.ts', './mocks/server.ts', './mocks/prepare.ts', './mocks/prepareFeatures.ts', './mocks/features/index.ts']
const STAND_IN_BOUNDARIES = [
  ...STAND_IN_FEATURES.flatMap((f) => STAND_IN_FEATURES.filter((g) => g !== f).map((g) => (featuresBelow(f).includes(g)
    ? { target: standInFeature(f), from: standInFeature(g), except: ['./index.ts'], message: `Import what the ${g} feature offers from '../${g}' (its index.ts), not from its folders.` }
    : { target: standInFeature(f), from: standInFeature(g), message: `The ${f} feature may import only features below it (${featuresBelow(f).join(', ') || 'none'}): let ${g} register in a port ${f} offers (its ports.ts) instead.` }))),
  // the wiring (the list, the server's assembly) joins the features through what they export on purpose
  { target: STAND_IN_WIRING, from: STAND_IN_FEATURES.map(standInFeature), except: ['./index.ts'], message: "The stand-in's wiring uses a feature through its index.ts only." },
  { target: STAND_IN_FEATURES.map(standInFeature), from: STAND_IN_WIRING, message: 'A feature never imports the wiring (the feature list, the server): it is given what it needs.' },
  { target: ['./mocks/db', './mocks/http', './mocks/services', './mocks/config.ts'], from: './mocks/features', message: "The stand-in's platform (db, http, services, config) imports no feature: pass what it needs in from the wiring." },
]

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-h5/**', 'dist-rn/**', 'test-results/**', 'coverage/**', '**/*.d.ts'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // zod stays out of the app bundles: the app imports the contract's schema files for their
    // types only; values it needs live in zod-free modules (types/*-rules.ts, match-status, envelope, validation/)
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [FUNCTION_OBSERVER], patterns: [ZOD_FREE_APP] }] },
  },
  {
    // layering: stores call services, never the reverse (an import cycle otherwise); services learn
    // who is signed in and end a session through the session port, src/services/session.ts.
    // (the typescript-eslint rule, so an app-wide no-restricted-imports block cannot override it)
    files: ['src/services/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [FUNCTION_OBSERVER],
        patterns: [ZOD_FREE_APP, { group: ['@/stores', '@/stores/*', '**/stores', '**/stores/*'], message: 'Services must not import stores: use the session port (@/services/session) or let the store call the service.' }],
      }],
    },
  },
  {
    // services show nothing and open no page (issue 22): they reject with an ApiError and report to
    // the app shell through @/services/serviceEvents, whose one listener (src/shell) toasts and navigates
    files: ['src/services/**/*.{ts,tsx}', 'src/features/*/services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', ...['showToast', 'showLoading', 'hideLoading', 'showModal', 'navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack', 'chooseImage'].map((property) => ({
        object: 'Taro',
        property,
        message: 'Services show nothing and open no page: emit a service event (@/services/serviceEvents) or let the store or page do it.',
      }))],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'types/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARIES, ...STAND_IN_BOUNDARIES] }] },
  },
  {
    // the stand-in's logic in short functions, split by what the parts do (long data tables are not functions)
    files: ['mocks/**/*.ts', 'scripts/generate-table-types.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    // plain CommonJS scripts and configs
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly' } },
  },
)
