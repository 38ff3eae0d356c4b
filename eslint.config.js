// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Correctness rules only (ESLint's and typescript-eslint's recommended sets), no formatting,
 * plus the import boundaries of ARCHITECTURE.md: which part of the code may import which.
 * `src/import-boundaries.test.ts` shows each boundary refusing an import.
 */
/**
 * The server modules, from the top down (ARCHITECTURE.md "Module direction"): a module imports
 * only modules below it in this list, so calls between module folders point one way and close no
 * cycle (import-x/no-cycle sees cycles between files only). A new module takes its place here.
 */
const SERVER_MODULES = [
  'site',
  'health',
  'admin-home',
  'community',
  'learning-emails',
  'account-deletion',
  'learners',
  'calls',
  'open-badges',
  'audits',
  'course-builder',
  'tools',
  'certifications',
  'workshops',
  'media',
  'learning',
  'video-positions',
  'certificates',
  'search',
  'enrollment',
  'billing',
  'teams',
  'analytics',
  'contact',
  'catalog',
  'accounts',
  'audit',
  'mail',
  'admin',
];

/** A module's inner files: what it keeps to itself. Another module reaches it through its service and types. */
const INNER_FILES = '*.{data,presenter,routes}.ts';

/** For each module: no import from a module above it, nor from another module's inner files. */
function serverModuleZones() {
  return SERVER_MODULES.flatMap((module, index) => {
    const above = SERVER_MODULES.slice(0, index);
    const others = SERVER_MODULES.filter((other) => other !== module);
    const direction = {
      target: `./src/server/modules/${module}`,
      from: above.map((other) => `./src/server/modules/${other}`),
      message: `modules/${module} sits below ${above.join(', ')} (SERVER_MODULES in eslint.config.js): it imports only modules below it.`,
    };
    const publicFace = {
      target: `./src/server/modules/${module}`,
      from: [`./src/server/modules/{${others.join(',')}}/**/${INNER_FILES}`],
      message: "A module's data, presenter and routes files are its own: another module imports its service and types.",
    };
    return above.length > 0 ? [direction, publicFace] : [publicFace];
  });
}

/**
 * The web app's feature folders (every folder of src/web/features). A feature imports another
 * only through that feature's index.ts, the face it shows; pages compose features and may reach
 * into them.
 */
const WEB_FEATURES = readdirSync(path.join(import.meta.dirname, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function webFeatureZones() {
  return WEB_FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: [`./src/web/features/{${WEB_FEATURES.filter((other) => other !== feature).join(',')}}/**/*`],
    except: [path.join(import.meta.dirname, 'src/web/features/*/index.{ts,tsx}')],
    message: `features/${feature} reaches another feature only through its index.ts (add what it needs there).`,
  }));
}

export default defineConfig(
  // .dist-build-*: a build's staging folder (scripts/build.mjs), present while a build runs.
  { ignores: ['dist/', '.dist-build-*/', 'data/', 'coverage/', 'bench/results/', 'test-results/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `{ node: _node, ...props }` drops a prop on purpose so the rest can be spread.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'tests/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads (and with which parser) to follow imports, as no-cycle does.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the `@web/*` and `@shared/*` paths of tsconfig.json, so a boundary holds
      // whether an import is written with an alias or a relative path.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app runs in the browser: it reaches the server through the API (src/shared/api holds the contracts).',
            },
            {
              target: './src/shared',
              from: ['./src/web', './src/server'],
              message: 'src/shared holds pure rules both sides use: it imports neither the web app nor the server.',
            },
            {
              target: ['./src/web/lib', './src/web/components'],
              from: './src/web/features',
              message: 'lib/ and components/ sit below features/: move what they need into lib/ or components/.',
            },
            ...serverModuleZones(),
            ...webFeatureZones(),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
