// Lint for app, contract, server, tests and scripts: typescript-eslint's recommended rules plus
// the rules of hooks. Builds and dependencies are never linted.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/** the contract modules that import zod: the app may import their types, never their values */
const ZOD_FREE_APP = {
  group: ['zod', '@contract/api', '@contract/api/*', '@contract/football', '@contract/prediction', '@contract/common', '@contract/endpoint', '**/types/api', '**/types/api/*', '**/types/football', '**/types/prediction', '**/types/common'],
  allowTypeImports: true,
  message: 'This contract module imports zod: use `import type`, or move the value to a zod-free module (types/*-rules.ts).',
}

/** function components only: mobx-react-lite's observer, without mobx-react's class-component layer */
const FUNCTION_OBSERVER = { name: 'mobx-react', message: 'Use observer from mobx-react-lite (the app has function components only).' }

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
    // plain CommonJS scripts and configs
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly', console: 'readonly' } },
  },
)
