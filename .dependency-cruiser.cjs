/**
 * The import rules of the codebase, checked by `npm run lint` (dependency-cruiser over the resolved
 * imports, type-only ones included). Lower layers never import higher ones:
 * contract < storage, i18n, api < app < components < features < routes < router, main.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module never reaches itself through its imports.',
      from: { path: '^(src|machines|server)/' },
      to: { circular: true },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment: 'Machines import xstate, valibot and src/contract only: no React, router, HTTP, i18n or DOM.',
      from: { path: '^machines/', pathNot: '\\.test\\.ts$' },
      to: {
        path: [
          '^src/(?!contract/)',
          '^server/',
          'node_modules/(react|react-dom|@xstate/react|ky|@tanstack|@lingui|maplibre-gl|react-map-gl)/',
        ],
      },
    },
    {
      name: 'api-imports-no-machines',
      severity: 'error',
      comment: 'The HTTP layer speaks in contract types; machines adapt to it, not the other way round.',
      from: { path: '^src/api/' },
      to: { path: '^machines/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      severity: 'error',
      comment: 'A feature stands alone: what two features share moves down to components, api or contract.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-imports-no-route',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(routes/|router\\.tsx)' },
    },
    {
      name: 'components-import-no-features',
      severity: 'error',
      comment: 'Components are the shared design system: they know no feature and no route.',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|routes)/|^src/router\\.tsx' },
    },
    {
      name: 'lower-layers-import-no-ui',
      severity: 'error',
      comment: 'contract, storage, i18n, api and app sit under the views.',
      from: { path: '^src/(contract|storage|i18n|api|app)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(components|features|routes)/|^src/router\\.tsx' },
    },
    {
      name: 'views-keep-no-storage',
      severity: 'error',
      comment:
        'A view selects from actors and sends events; storage is read and written in .ts modules beside them.',
      from: { path: '^src/.+\\.tsx$' },
      to: { path: '^src/storage/storage\\.ts$' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^(src/(?!contract/)|machines/|server/)' },
    },
    {
      name: 'numbering-plans-only-where-forms-take-them',
      severity: 'error',
      comment:
        'The numbering plans and postal code patterns weigh a sixth of a first visit: src/contract/numbering-plans.ts hands them to the rules, imported by the forms that take a phone or an address (rules.ts, NumberingPlans).',
      from: { pathNot: '^(src/contract/numbering-plans\\.ts|server/countries/)' },
      to: { path: 'node_modules/(libphonenumber-js|postcode-validator)/' },
    },
    {
      name: 'catalogue-knows-no-search',
      severity: 'error',
      comment:
        'The search (index, walks, cards, sync) is built over the catalogue, never the other way round.',
      from: { path: '^server/catalogue/' },
      to: { path: '^server/search/' },
    },
    {
      name: 'routes-import-no-route',
      severity: 'error',
      comment:
        'A route module parses the request, calls one use case and answers; what two of them share lives in a module beside them, and server/app.ts assembles them.',
      from: { path: '^server/routes/.+\\.routes\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'server-imports-only-the-contract',
      severity: 'error',
      comment:
        'The server shares the contract with the app and loads the drawing entry from the build; the page worker stand-in of the tests runs its code.',
      from: { path: '^server/', pathNot: '\\.fixture\\.ts$' },
      to: { path: '^(src/(?!contract/)|machines/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|coverage)/' },
    tsPreCompilationDeps: true,
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
