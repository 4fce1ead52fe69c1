// The lint rule that keeps text in the catalogs (eslint.config.mjs, `npm run lint` in
// `npm test`): a component that renders a literal sentence fails it; one that asks the
// catalog passes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function lint(code: string, file: string) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      '--stdin',
      '--stdin-filename',
      file,
      '-f',
      'json',
    ],
    { cwd: repoRoot, input: code, encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout) as [{ messages: { ruleId: string | null }[] }];
  return report.messages.map((message) => message.ruleId);
}

const PLANTED = `
export function Planted() {
  return <button type="button" aria-label="Close the panel">Save project</button>;
}
`;

const TRANSLATED = `
import { useT } from '@peworld/shared-ui';
export function Translated() {
  const t = useT();
  return <button type="button" aria-label={t('talent.close')}>{t('talent.save')}</button>;
}
`;

describe('literal text lint rule', () => {
  jest.setTimeout(60_000);

  it('fails on a literal sentence planted in a component of any app', () => {
    for (const file of ['talent-app/src/features/planted.tsx', 'shell/src/layout/planted.tsx']) {
      const rules = lint(PLANTED, file);
      expect(rules.filter((rule) => rule === 'formatjs/no-literal-string-in-jsx')).toHaveLength(2);
    }
  });

  it('passes text that comes from the catalog', () => {
    expect(lint(TRANSLATED, 'talent-app/src/features/translated.tsx')).toEqual([]);
  });
});
