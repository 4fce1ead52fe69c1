import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalSocial } from '../../src/lib/social-links.js';

test('handles and links to the service become one canonical link', () => {
  for (const typed of [
    '@budi.dev',
    'budi.dev',
    'https://www.instagram.com/budi.dev/',
    'http://instagram.com/budi.dev',
  ])
    assert.equal(canonicalSocial('instagram', typed), 'https://instagram.com/budi.dev');
  for (const typed of [
    '@budi',
    'budi',
    'https://github.com/budi',
    'github.com/budi'.replace(/^/, 'https://'),
  ])
    assert.equal(canonicalSocial('github', typed), 'https://github.com/budi');
  assert.equal(canonicalSocial('gitlab', '@budi'), 'https://gitlab.com/budi');
  for (const typed of [
    '@budi-s',
    'budi-s',
    'https://id.linkedin.com/in/budi-s/',
    'https://linkedin.com/in/budi-s',
  ])
    assert.equal(canonicalSocial('linkedin', typed), 'https://www.linkedin.com/in/budi-s');
});

test('other links are kept as typed and empty stays empty', () => {
  assert.equal(
    canonicalSocial('github', 'https://github.com/org/repo'),
    'https://github.com/org/repo',
  );
  assert.equal(
    canonicalSocial('linkedin', 'https://www.linkedin.com/company/acme'),
    'https://www.linkedin.com/company/acme',
  );
  assert.equal(canonicalSocial('instagram', 'https://example.com/me'), 'https://example.com/me');
  assert.equal(canonicalSocial('instagram', ''), '');
});

test('a company LinkedIn handle names its company page', () => {
  for (const typed of ['@acme', 'https://id.linkedin.com/company/acme/'])
    assert.equal(
      canonicalSocial('linkedin-company', typed),
      'https://www.linkedin.com/company/acme',
    );
});
