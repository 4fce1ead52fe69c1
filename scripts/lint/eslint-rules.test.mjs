// The structural lint rules fail on a planted violation: each case lints a small snippet as if it
// were a file at the given path, with the repository's own eslint.config.mjs, and expects the rule
// id (or, for the allowed cases, no error at all). Run: node --test scripts/lint/
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.mjs` });

async function ruleIds(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const frontends = ['shell', 'auth-remote', 'talent-app', 'employer-app', 'chat-app', 'shared-ui'];

const hookInCondition = `
import { useState } from 'react';
export function Planted({ show }: { show: boolean }) {
  if (show) {
    const [value] = useState(0);
    return value;
  }
  return null;
}
`;

const effectMissingDependency = `
import { useEffect } from 'react';
export function Planted({ id, load }: { id: string; load: (id: string) => void }) {
  useEffect(() => {
    load(id);
  }, [load]);
  return null;
}
`;

const imageWithoutAlt = `
export function Planted({ src }: { src: string }) {
  return <img src={src} />;
}
`;

const clickableDiv = `
export function Planted({ onPick, label }: { onPick: () => void; label: string }) {
  return <div onClick={onPick}>{label}</div>;
}
`;

const importing = (specifier) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('react-hooks rules in every frontend', () => {
  for (const folder of frontends) {
    it(`${folder}: a hook called in a condition is an error`, async () => {
      const ids = await ruleIds(hookInCondition, `${folder}/src/planted.tsx`);
      assert.ok(ids.includes('react-hooks/rules-of-hooks'), ids.join(', '));
    });

    it(`${folder}: an effect missing a dependency is an error, not a warning`, async () => {
      const [result] = await eslint.lintText(effectMissingDependency, {
        filePath: `${root}${folder}/src/planted.tsx`,
      });
      const found = result.messages.find((m) => m.ruleId === 'react-hooks/exhaustive-deps');
      assert.ok(found, 'exhaustive-deps did not report');
      assert.equal(found.severity, 2);
    });
  }
});

describe('jsx-a11y rules in every frontend', () => {
  for (const folder of frontends) {
    it(`${folder}: an image without alt text is an error`, async () => {
      const ids = await ruleIds(imageWithoutAlt, `${folder}/src/planted.tsx`);
      assert.ok(ids.includes('jsx-a11y/alt-text'), ids.join(', '));
    });
  }

  it('a clickable div without a keyboard handler or role is an error', async () => {
    const ids = await ruleIds(clickableDiv, 'talent-app/src/components/planted.tsx');
    assert.ok(ids.includes('jsx-a11y/click-events-have-key-events'), ids.join(', '));
    assert.ok(ids.includes('jsx-a11y/no-static-element-interactions'), ids.join(', '));
  });
});

describe('features inside a remote do not import each other', () => {
  const forbidden = [
    [
      'a file directly in its feature',
      'employer-app/src/features/hire/planted.tsx',
      '../talent-list/category-picker',
    ],
    [
      'a file one folder down',
      'talent-app/src/features/skills/components/planted.tsx',
      '../../portfolio/api/add-portfolio',
    ],
    [
      'a file two folders down',
      'auth-remote/src/features/login/components/parts/planted.tsx',
      '../../../register/hooks/use-register-form',
    ],
    [
      'a path through features/',
      'talent-app/src/features/skills/components/planted.tsx',
      '../../../features/experience/lib/experience-values',
    ],
  ];
  for (const [where, filePath, specifier] of forbidden) {
    it(`${where}: importing another feature is an error`, async () => {
      const ids = await ruleIds(importing(specifier), filePath);
      assert.ok(ids.includes('@typescript-eslint/no-restricted-imports'), ids.join(', '));
    });
  }

  const allowed = [
    ['features/common', 'employer-app/src/features/hire/planted.tsx', '../common/employment-label'],
    [
      'its own folders',
      'talent-app/src/features/skills/components/planted.tsx',
      '../api/add-skill',
    ],
    [
      'code outside features/',
      'talent-app/src/features/skills/components/planted.tsx',
      '../../../components/bare-input',
    ],
    [
      'features/common through features/',
      'talent-app/src/features/skills/planted.tsx',
      '../../features/common/x',
    ],
  ];
  for (const [what, filePath, specifier] of allowed) {
    it(`importing ${what} is allowed`, async () => {
      const ids = await ruleIds(importing(specifier), filePath);
      assert.deepEqual(ids, []);
    });
  }
});

// eslint.config.mjs generates the feature rule for depths 0 to 4 below features/<name>/: a
// deeper file would be outside it, so this fails first and says to extend the list.
it('no feature file is deeper than the feature-boundary rule reaches', () => {
  const deepest = 4;
  const tooDeep = frontends
    .filter((folder) => existsSync(`${root}${folder}/src/features`))
    .flatMap((folder) =>
      readdirSync(`${root}${folder}/src/features`, { recursive: true, encoding: 'utf8' })
        .filter((path) => /\.tsx?$/.test(path))
        // features/<name>/file.tsx is depth 0.
        .filter((path) => path.split('/').length - 2 > deepest)
        .map((path) => `${folder}/src/features/${path}`),
    );
  assert.deepEqual(tooDeep, []);
});
