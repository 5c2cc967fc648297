// Two tiers, named by file suffix (docs/testing.md): *.unit.spec.ts run without services,
// *.int.spec.ts talk to real PostgreSQL / PGlite / Redis, in parallel workers with a PostgreSQL cluster each (infra/scripts/test.mjs).
import { readFileSync } from 'node:fs';
const swc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, sourceMaps: 'inline' }] },
  moduleNameMapper: {
    '^@tradedesk/(contracts|projections)/(.*)$': '<rootDir>/$1/src/$2',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  roots: ['<rootDir>/contracts/src', '<rootDir>/projections/src', '<rootDir>/services/src', '<rootDir>/frontend/src', '<rootDir>/test'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};
export default {
  testTimeout: 120000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.unit.spec.ts'] },
    { ...common, displayName: 'int', testMatch: ['**/*.int.spec.ts'] },
  ],
};
