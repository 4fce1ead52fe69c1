import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { catalogProblems } from '../testing/catalog-check';
import { loadedIntlRuntime, registerIntlRuntime } from './intl-loader';
import { intlOf } from './intl-runtime';
import { AppMessages } from './app-messages';
import { localeFromAcceptLanguage, localeFromCookie } from './locale';
import { applyLocale, localeStore } from './locale-store';
import { useAppIntl } from './use-app-intl';
import { useT } from './use-t';

describe('choosing the language', () => {
  it('follows Accept-Language: Indonesian for id, English for en, Indonesian otherwise', () => {
    expect(localeFromAcceptLanguage('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.3, id;q=0.7')).toBe('id');
    expect(localeFromAcceptLanguage('fr, de')).toBe('id');
    expect(localeFromAcceptLanguage(undefined)).toBe('id');
  });

  it('reads the visitor cookie and ignores values we do not speak', () => {
    expect(localeFromCookie('a=1; peworld_lang=en; b=2')).toBe('en');
    expect(localeFromCookie('peworld_lang=fr')).toBeNull();
  });

  it('remembers a choice in the cookie and on <html lang>', () => {
    applyLocale('id');
    expect(document.cookie).toContain('peworld_lang=id');
    expect(document.documentElement.lang).toBe('id');
    expect(localeStore.getState().locale).toBe('id');
  });
});

function Sample({ count, when }: { count: number; when: Date }) {
  const t = useT();
  const intl = useAppIntl();
  return (
    <p>
      <span>{t('ui.skills.suggestions', { count })}</span>
      <span data-testid="number">{intl.formatNumber(1000)}</span>
      <span data-testid="month">{intl.formatDate(when, { month: 'long', year: 'numeric' })}</span>
      <span data-testid="ago">{intl.formatRelativeTime(-2, 'hour', { numeric: 'auto' })}</span>
    </p>
  );
}

const NO_APP_TEXT = {
  id: () => Promise.resolve({ default: {} }),
  en: () => Promise.resolve({ default: {} }),
};

describe('AppMessages', () => {
  it('renders the same component in both languages: plurals, numbers, months, relative time', async () => {
    localeStore.setState({ locale: 'id' });
    render(
      <Suspense fallback={null}>
        <AppMessages catalogs={NO_APP_TEXT}>
          <Sample count={1} when={new Date(2024, 7, 15)} />
        </AppMessages>
      </Suspense>,
    );
    expect(await screen.findByText(/^1 saran, gunakan panah/)).toBeInTheDocument();
    expect(screen.getByTestId('number')).toHaveTextContent('1.000');
    expect(screen.getByTestId('month')).toHaveTextContent('Agustus 2024');
    expect(screen.getByTestId('ago')).toHaveTextContent('2 jam yang lalu');

    act(() => applyLocale('en'));
    expect(await screen.findByText(/^1 suggestion, use up/)).toBeInTheDocument();
    expect(screen.getByTestId('number')).toHaveTextContent('1,000');
    expect(screen.getByTestId('month')).toHaveTextContent('August 2024');
    expect(screen.getByTestId('ago')).toHaveTextContent('2 hours ago');
  });

  it('uses the plural forms of English', async () => {
    render(
      <Suspense fallback={null}>
        <AppMessages catalogs={NO_APP_TEXT}>
          <Sample count={3} when={new Date(2024, 0, 1)} />
        </AppMessages>
      </Suspense>,
    );
    expect(await screen.findByText(/^3 suggestions, use up/)).toBeInTheDocument();
  });
});

// As the build ships them: every message parsed to its AST (messages-ast-loader.mjs).
const PRECOMPILED = {
  id: () =>
    Promise.resolve({
      default: {
        'app.people': parse('{count, plural, other {# orang}}'),
        'app.when': parse('{when, date, long}'),
      },
    }),
  en: () =>
    Promise.resolve({
      default: {
        'app.people': parse('{count, plural, one {# person} other {# people}}'),
        'app.when': parse('{when, date, long}'),
      },
    }),
};

function People() {
  const t = useT();
  return <p>{t('app.people', { count: 1200 })}</p>;
}

function When() {
  const t = useT();
  return <p>{t('app.when', { when: new Date(2024, 7, 15) })}</p>;
}

function Month() {
  const intl = useAppIntl();
  return <p>{intl.formatDate(new Date(2024, 7, 15), { month: 'long' })}</p>;
}

describe('without react-intl (a first visit of / by a guest)', () => {
  beforeEach(() => registerIntlRuntime(null));
  afterEach(() => registerIntlRuntime(intlOf));

  it('formats precompiled messages and never loads react-intl for them', async () => {
    localeStore.setState({ locale: 'id' });
    render(
      <Suspense fallback={null}>
        <AppMessages catalogs={PRECOMPILED}>
          <People />
        </AppMessages>
      </Suspense>,
    );
    expect(await screen.findByText('1.200 orang')).toBeInTheDocument();
    act(() => applyLocale('en'));
    expect(await screen.findByText('1,200 people')).toBeInTheDocument();
    expect(loadedIntlRuntime()).toBeNull();
  });

  it('loads react-intl when a message or a component needs it, suspending until then', async () => {
    localeStore.setState({ locale: 'en' });
    render(
      <Suspense fallback={<p>loading</p>}>
        <AppMessages catalogs={PRECOMPILED}>
          <When />
          <Month />
        </AppMessages>
      </Suspense>,
    );
    expect(await screen.findByText('August 15, 2024')).toBeInTheDocument();
    expect(screen.getByText('August')).toBeInTheDocument();
    expect(loadedIntlRuntime()).toBe(intlOf);
  });
});

describe('catalog check', () => {
  it("passes for shared-ui's own catalogs", () => {
    expect(catalogProblems(path.join(__dirname, '..'), 'ui')).toEqual([]);
  });

  function plantedPackage(files: Record<string, string>): string {
    const src = path.join(mkdtempSync(path.join(tmpdir(), 'catalogs-')), 'src');
    mkdirSync(path.join(src, 'messages'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(src, name), text);
    return src;
  }

  it('fails on a key missing from one language, a wrong placeholder and an unknown key in code', () => {
    const src = plantedPackage({
      'messages/id.json': JSON.stringify({ 'app.hello': 'Halo {name}', 'app.bye': 'Dah' }),
      'messages/en.json': JSON.stringify({ 'app.hello': 'Hello {nama}' }),
      'page.tsx': "export const Page = () => t('app.missing');",
    });
    expect(catalogProblems(src, 'app')).toEqual([
      'en: "app.bye" is missing (it is in id)',
      '"app.hello" has different placeholders per language: name / nama',
      "page.tsx: t('app.missing') is in no catalog",
    ]);
  });

  it("fails on an unknown key in shared-ui's own text made outside React", () => {
    const src = plantedPackage({
      'messages/id.json': JSON.stringify({ 'ui.ok': 'Baik' }),
      'messages/en.json': JSON.stringify({ 'ui.ok': 'OK' }),
      'api-error.ts': "export const gone = () => sharedText('ui.apiError.gone');",
    });
    expect(catalogProblems(src, 'ui')).toEqual([
      "api-error.ts: t('ui.apiError.gone') is in no catalog",
    ]);
  });
});
