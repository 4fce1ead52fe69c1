// Every sentence the API writes for our UI has its Indonesian (issue 29). The sentences are
// read from the source the way they are written (a failure with a literal text, a success
// `message`, a schema's `errorMessage`, a sentence constant), so a new one without a
// translation fails here, naming it. The ops console (developer-only, English) is left out.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toFieldErrors, summary } from '../../src/lib/validation-messages.js';
import { toIndonesian, translateMessage } from '../../src/lib/reply-language/translate-message.js';
import { INDONESIAN_SENTENCES } from '../../src/lib/reply-language/indonesian-messages.js';
import { retryMessage } from '../../src/plugins/external/rate-limit.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const OPS_ONLY =
  /(^|\/)(ops|remote-ops|remote-failures|frontends|bench|db)(\/|\.|-)|ops-auth|swagger/;

const SENTENCE_SOURCES = [
  /httpErrors\.\w+\(\s*'([^']+)'/g,
  /DomainError\(\s*'[a-z_]+',\s*'([^']+)'/g,
  /FieldHttpError\(\s*\d+,\s*'[^']+',\s*'([^']+)'/g,
  /\bmessage: '([^']+)'/g,
  /errorMessage: '([^'$]+)'/g,
  /errorMessage: "([^"$]+)"/g,
  // Sentence constants (capital then lower case: not SQL), never an address.
  /const [A-Z_]+ =\s*'([A-Z][a-z][^'<]* [^'<]*)'/g,
];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith('.ts') ? [full] : []);
    }),
  );
  return nested.flat();
}

describe('API sentences in Indonesian', () => {
  it('has every literal sentence of the source', async () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const file of await sourceFiles(SRC)) {
      const relative = path.relative(SRC, file);
      if (OPS_ONLY.test(relative) || relative.startsWith('lib/reply-language')) continue;
      const text = await readFile(file, 'utf8');
      for (const source of SENTENCE_SOURCES) {
        for (const [, sentence] of text.matchAll(source)) {
          seen += 1;
          const same = toIndonesian(sentence!) === sentence;
          if (same && !(sentence! in INDONESIAN_SENTENCES)) missing.add(`${relative}: ${sentence}`);
        }
      }
    }
    assert.ok(seen > 80, `found ${seen} sentences: the patterns still read the source`);
    assert.deepEqual([...missing], []);
  });

  it('words validation messages, labels and summaries', () => {
    const problems = toFieldErrors([
      {
        keyword: 'required',
        instancePath: '',
        params: { missingProperty: 'full_name' },
        parentSchema: { properties: { full_name: { title: 'Full name' } } },
      },
      {
        keyword: 'minLength',
        instancePath: '/password',
        params: { limit: 8 },
        parentSchema: { title: 'Password' },
      },
      { keyword: 'maximum', instancePath: '/limit', params: { limit: 100 }, parentSchema: {} },
    ]);
    assert.deepEqual(
      problems.map((problem) => toIndonesian(problem.message)),
      ['Nama lengkap wajib diisi', 'Kata sandi minimal 8 karakter', 'Batas maksimal 100'],
    );
    assert.equal(toIndonesian(summary(problems)), 'Nama lengkap wajib diisi (dan 2 masalah lain)');
  });

  it('words the waits of rate limits', () => {
    assert.equal(
      toIndonesian(retryMessage(30_000)),
      'Terlalu banyak permintaan. Silakan coba lagi dalam 30 detik.',
    );
    assert.equal(
      toIndonesian(retryMessage(180_000)),
      'Terlalu banyak permintaan. Silakan coba lagi dalam 3 menit.',
    );
  });

  it('keeps English for en and for a request with no language', () => {
    assert.equal(translateMessage('Talent not found', 'en'), 'Talent not found');
    assert.equal(translateMessage('Talent not found', null), 'Talent not found');
    assert.equal(translateMessage('Talent not found', 'id'), 'Talenta tidak ditemukan');
  });
});
