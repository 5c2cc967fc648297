/**
 * The import rules of docs/architecture.md: contracts <- projections <- services, and
 * frontend -> contracts only. Checked by `npm run lint:deps` (part of `npm test`).
 */
module.exports = {
  forbidden: [
    { name: 'contracts-stand-alone', severity: 'error', from: { path: '^contracts/src' }, to: { path: '^(projections|services|frontend)/' } },
    { name: 'projections-not-services', severity: 'error', from: { path: '^projections/src' }, to: { path: '^(services|frontend)/' } },
    { name: 'services-not-frontend', severity: 'error', from: { path: '^services/src' }, to: { path: '^frontend/' } },
    { name: 'frontend-only-contracts', severity: 'error', from: { path: '^frontend/src' }, to: { path: '^(projections|services)/' } },
    { name: 'resolvable', severity: 'error', from: {}, to: { couldNotResolve: true, dependencyTypesNot: ['type-only'] } },
    { name: 'no-circular', severity: 'error', from: { path: '^(contracts|projections|services)/src' }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '(^|/)dist/' },
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
    },
  },
};
