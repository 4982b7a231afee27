/**
 * How dependency-cruiser reads TypeScript: Babel strips the types (the TypeScript compiler we build with
 * has no JavaScript API for it to use). A type-only import is still an import between two modules, so it
 * is kept as a bare `import 'x'` before the types go: the import rules see every edge `tsc` sees.
 */
function keepTypeImports({ types: t }) {
  const typeOnly = (node) =>
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers.length > 0 &&
      node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))
  return {
    name: 'keep-type-imports',
    visitor: {
      // The TypeScript transform removes type imports when it enters the program, so this runs first.
      Program(program) {
        for (const statement of program.get('body')) {
          const { node } = statement
          const isImport = statement.isImportDeclaration()
          const isReExport = statement.isExportNamedDeclaration() && node.source
          if ((isImport || isReExport) && typeOnly(node)) {
            statement.replaceWith(t.importDeclaration([], t.stringLiteral(node.source.value)))
          }
        }
      },
    },
  }
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
}
