// The TypeScript compiler's own errors as an ESLint rule, read from the program typescript-eslint
// builds anyway for the type-aware rules: `npm test` checks types once, each file under its own
// workspace's tsconfig, instead of once more per workspace in tsc beside the lint
// (docs/decisions.md "One type check").
import ts from 'typescript';

/** Programs whose option and global errors were already reported (once per program, not per file). */
const programsReported = new WeakSet();

const textOf = (diagnostic) =>
  `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;

const onlyErrors = (diagnostics) =>
  diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);

/** @type {import('eslint').Rule.RuleModule} */
export const typescriptDiagnostics = {
  meta: {
    type: 'problem',
    docs: { description: "Reports the TypeScript compiler's errors (what tsc --noEmit says)" },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    return {
      Program(node) {
        const sourceFile = context.sourceCode.parserServices.esTreeNodeToTSNodeMap.get(node);
        const diagnostics = onlyErrors([
          ...program.getSyntacticDiagnostics(sourceFile),
          ...program.getSemanticDiagnostics(sourceFile),
        ]);
        for (const diagnostic of diagnostics) {
          const start = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
          const end = sourceFile.getLineAndCharacterOfPosition(
            (diagnostic.start ?? 0) + (diagnostic.length ?? 0),
          );
          context.report({
            loc: {
              start: { line: start.line + 1, column: start.character },
              end: { line: end.line + 1, column: end.character },
            },
            message: textOf(diagnostic),
          });
        }
        if (programsReported.has(program)) return;
        programsReported.add(program);
        for (const diagnostic of onlyErrors([
          ...program.getOptionsDiagnostics(),
          ...program.getGlobalDiagnostics(),
        ])) {
          context.report({
            loc: { line: 1, column: 0 },
            message: `${textOf(diagnostic)} (in the project of this file, ${program.getCompilerOptions().configFilePath ?? 'no tsconfig'})`,
          });
        }
      },
    };
  },
};
