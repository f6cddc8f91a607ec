// Lint for app, contract, server, tests and scripts: typescript-eslint's recommended rules plus
// the rules of hooks. Builds and dependencies are never linted.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

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
    // layering: stores call services, never the reverse (an import cycle otherwise); services learn
    // who is signed in and end a session through the session port, src/services/session.ts.
    // (the typescript-eslint rule, so an app-wide no-restricted-imports block cannot override it)
    files: ['src/services/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['@/stores', '@/stores/*', '**/stores', '**/stores/*'], message: 'Services must not import stores: use the session port (@/services/session) or let the store call the service.' }],
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
