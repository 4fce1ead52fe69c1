// package.json's `sideEffects` lets a build drop every shared-ui module whose exports it does
// not use (a guest's `/` takes only part of '@peworld/shared-ui/core'). A module that acts on
// import (a statement at its top level, not a declaration) and is missing from that list could
// be dropped with its action; a listed file that no longer exists hides nothing. Both fail here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import packageJson from '../package.json';

const PACKAGE_DIR = path.join(__dirname, '..');
const SOURCE = /\.tsx?$/;
const NOT_SHIPPED = /\.test\.tsx?$|\.d\.ts$/;

/** Sources an app's build can bundle: tests, type declarations and the jest helpers are not. */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : shippedSources(full);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [full] : [];
  });
}

const DECLARATION_KINDS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.EmptyStatement,
]);

/** True when the code runs a statement on import (a call, a loop, a condition…). */
function actsOnImport(code: string): boolean {
  const source = ts.createSourceFile('module.tsx', code, ts.ScriptTarget.Latest);
  return source.statements.some((statement) => !DECLARATION_KINDS.has(statement.kind));
}

const relative = (file: string) =>
  `./${path.relative(PACKAGE_DIR, file).split(path.sep).join('/')}`;

describe("shared-ui's sideEffects list", () => {
  const listed = packageJson.sideEffects;

  it('names every module that acts on import, and only those', () => {
    const acting = shippedSources(path.join(PACKAGE_DIR, 'src'))
      .filter((file) => actsOnImport(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect([...listed].sort()).toEqual(acting);
  });

  it('tells a module that acts on import from one that only declares', () => {
    expect(actsOnImport("import { a } from './a';\nsyncAcrossTabs(a);\n")).toBe(true);
    expect(actsOnImport('if (window.name) start();\n')).toBe(true);
    expect(actsOnImport("import { a } from './a';\nexport const b = () => a();\n")).toBe(false);
  });
});
