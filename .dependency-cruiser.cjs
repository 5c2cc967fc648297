/**
 * The import rules of docs/architecture.md: contracts <- projections <- services, and
 * frontend -> contracts only; inside frontend/src, features apart and shared code below the shell.
 * Checked by `npm run lint:deps` (part of `npm test`).
 */
module.exports = {
  forbidden: [
    { name: 'contracts-stand-alone', severity: 'error', from: { path: '^contracts/src' }, to: { path: '^(projections|services|frontend)/' } },
    { name: 'projections-not-services', severity: 'error', from: { path: '^projections/src' }, to: { path: '^(services|frontend)/' } },
    { name: 'services-not-frontend', severity: 'error', from: { path: '^services/src' }, to: { path: '^frontend/' } },
    { name: 'frontend-only-contracts', severity: 'error', from: { path: '^frontend/src' }, to: { path: '^(projections|services)/' } },
    { name: 'resolvable', severity: 'error', from: {}, to: { couldNotResolve: true, dependencyTypesNot: ['type-only'], pathNot: '^virtual:pwa-register$' } }, // vite-plugin-pwa's virtual module (features/pos/offline/app-shell.ts),
    { name: 'no-circular', severity: 'error', from: { path: '^(contracts|projections|services)/src' }, to: { circular: true } },
    // docs/architecture.md "Contexts": a business context in services never imports another one;
    // it reads other contexts' read models through projections' query modules, reacts to their
    // events, and takes shared helpers from platform/. Composition roots (app.module, main,
    // worker, demo/, cli/, system/) wire contexts together; tests and test harnesses may start
    // the whole app. Platform never imports a context.
    {
      name: 'contexts-apart',
      severity: 'error',
      from: { path: '^services/src/(identity|settings|catalog|inventory|sales|customers|messaging|purchasing|finance|reports|pos|invoicing|chain|mall|production|distribution)/', pathNot: '([.]spec[.]ts$|/testing/)' },
      to: { path: '^services/src/(identity|settings|catalog|inventory|sales|customers|messaging|purchasing|finance|reports|pos|invoicing|chain|mall|production|distribution)/', pathNot: '^services/src/$1/' },
    },
    {
      name: 'platform-below-contexts',
      severity: 'error',
      from: { path: '^services/src/platform/', pathNot: '([.]spec[.]ts$|/testing/)' },
      to: { path: '^services/src/(identity|settings|catalog|inventory|sales|customers|messaging|purchasing|finance|reports|pos|invoicing|chain|mall|production|distribution|demo|system)/' },
    },
    // docs/architecture.md "The browser app": a feature never imports another feature (shared
    // calls go to src/api, shared widgets to src/components); shared code never imports the shell
    // (app/) or a feature.
    { name: 'features-isolated', severity: 'error', from: { path: '^frontend/src/features/([^/]+)/' }, to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' } },
    { name: 'shared-not-app', severity: 'error', from: { path: '^frontend/src/(api|components|lib|stores|i18n)/', pathNot: '[.]spec[.]tsx?$' }, to: { path: '^frontend/src/(app|features)/' } },
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
