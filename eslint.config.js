// Lint, including the import boundaries of the architecture (docs/architecture.md §Packages):
// protocol imports nothing of ours, no node:* and no React; web and server never import each
// other; a feature of the console never imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/** A console feature (packages/web/src/features/<name>/) may not import another feature. */
const featureBoundary = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: 'Feature "{{from}}" must not import feature "{{to}}": compose them in app/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = /\/packages\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source).split(path.sep).join('/');
      const other = /\/packages\/web\/src\/features\/([^/]+)(\/|$)/.exec(target)?.[1];
      if (other && other !== own) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { crosspoint: { rules: { 'feature-boundary': featureBoundary } } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/protocol/**/*.ts'],
    rules: restrict(
      [
        { group: ['node:*'], message: 'protocol is pure: no Node built-ins.' },
        { group: ['react', 'react-dom', 'react/*'], message: 'protocol knows nothing of React.' },
        { group: ['@crosspoint/*'], message: 'protocol imports nothing of ours.' },
      ],
      ['fs', 'path', 'crypto', 'http', 'os', 'events', 'stream'].map((name) => ({
        name,
        message: 'protocol is pure: no Node built-ins.',
      })),
    ),
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: restrict([
      {
        group: ['@crosspoint/web', '@crosspoint/web/*', '**/web/src/**'],
        message: 'server never imports web.',
      },
      { group: ['react', 'react-dom'], message: 'server never imports React.' },
    ]),
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'crosspoint/feature-boundary': 'error',
      ...restrict([
        {
          group: ['@crosspoint/server', '@crosspoint/server/*', '**/server/src/**'],
          message: 'web never imports server.',
        },
        { group: ['node:*'], message: 'web runs in the browser: no Node built-ins.' },
      ]),
    },
  },
);
