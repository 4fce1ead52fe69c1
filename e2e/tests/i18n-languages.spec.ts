// Bahasa Indonesia and English (issue 29): each page comes in the browser's language from its
// first byte, shows no text of the other language, and a visitor's switch keeps the page,
// survives a reload and follows the account to a second browser.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SIZES, waitForInteractiveForm } from './auth-helpers';
import { registerTalent } from './shell-ui-session';
import {
  BROWSER_LOCALE,
  castMembers,
  memberContext,
  type Cast,
  type Language,
} from './i18n-member-pages';

/** Pages whose text is fully in the catalogs, with a heading of each language. */
const GUEST_PAGES: { url: string; heading: Record<Language, string> }[] = [
  {
    url: '/',
    heading: {
      id: 'Talenta terbaik negeri untuk perubahan revolusi 4.0',
      en: "The nation's best talent for the 4.0 revolution",
    },
  },
  { url: '/user-login', heading: { id: 'Halo, Pewpeople', en: 'Halo, Pewpeople' } },
  { url: '/comp-login', heading: { id: 'Halo, Pewpeople', en: 'Halo, Pewpeople' } },
  { url: '/option-login', heading: { id: 'Halo, Pewpeople', en: 'Halo, Pewpeople' } },
  { url: '/option-regist', heading: { id: 'Bergabung dengan Peworld', en: 'Join Peworld' } },
  { url: '/user-regist', heading: { id: 'Halo, Pewpeople', en: 'Halo, Pewpeople' } },
  { url: '/comp-regist', heading: { id: 'Halo, Pewpeople', en: 'Halo, Pewpeople' } },
  { url: '/reset-password', heading: { id: 'Atur ulang kata sandi', en: 'Reset password' } },
  {
    url: '/confirm-password',
    heading: { id: 'Pilih kata sandi baru', en: 'Choose a new password' },
  },
  {
    url: '/confirm-password-login',
    heading: { id: 'Periksa email Anda', en: 'Check your email' },
  },
  { url: '/page-that-does-not-exist', heading: { id: 'Ups!', en: 'Oops!' } },
];

const FORM_PAGES = [
  '/user-login',
  '/comp-login',
  '/user-regist',
  '/comp-regist',
  '/reset-password',
];

/**
 * Words that only the other language would put on these pages. Names, skills and brand words
 * ("Peworld", "Pewpeople", "Golang", "Web Developer", "Email", "Chat", "Skill", "Freelance",
 * "Halo") are in both and are not listed: that is the allow-list.
 */
const OTHER_LANGUAGE_WORDS: Record<Language, RegExp> = {
  // On an Indonesian page, no English.
  id: /\b(Log in|Sign in|Sign up|Password|Forgot|Find Talent|Find Work|Top Jobs|Start from now|Their opinion|All rights reserved|Phone|Choose|Enter your|Reset password|Already have|Oops|Save|Hire|Send|Sort|Load more|Notifications|Settings|Work experience|Apply|Current|present|years?|months?|Cancel|Delete|Portfolio|Company|Message|Description|Find job|Log out|Unread|Today|Yesterday|Loading|Search for|Type a message|No \w+ yet)\b/,
  // On an English page, no Indonesian.
  en: /\b(Masuk|Daftar|Kata sandi|Lupa|Cari|Talenta|Perusahaan|Pekerjaan|Telepon|Hak cipta|Beranda|lainnya|Kenapa|Mulai|Ups|Simpan|Rekrut|Kirim|Urutkan|Sortir|Muat|Notifikasi|Pengaturan|Pengalaman|Lamar|Saat ini|sekarang|tahun|bulan|Batal|Hapus|Portofolio|Pesan|Deskripsi|Ubah|Keluar|Hari ini|Kemarin|Lihat|Hubungi|Belum|Memuat|Tulis)\b/,
};

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

for (const language of ['id', 'en'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${language} guest pages on ${size}`, () => {
      test.use({ locale: BROWSER_LOCALE[language], viewport });

      test('every page is in the browser language, with none of the other one', async ({
        page,
      }) => {
        for (const { url, heading } of GUEST_PAGES) {
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(
            page.getByRole('heading', { level: 1, name: heading[language] }),
          ).toBeVisible();
          // A form page is scanned once hydrated (its text is final then).
          if (FORM_PAGES.includes(url)) await waitForInteractiveForm(page);
          const text = await visibleText(page);
          expect(text.match(OTHER_LANGUAGE_WORDS[language]), `${url}: ${text}`).toBeNull();
          // Indonesian runs longer: nothing may stick out sideways on a phone.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, url).toBeLessThanOrEqual(0);
        }
      });
    });
  }
}

/** Every page a member can open, per role; ids come from the cast. */
const MEMBER_PAGES: Record<'talent' | 'recruiter', (cast: Cast) => string[]> = {
  talent: (cast) => [
    '/home',
    '/search-mobile',
    `/home/profile-comp/${cast.companyId}`,
    `/home/profile-portofolio/${cast.talentId}`,
    '/user-edit',
    '/chat',
    `/chat/${cast.conversationId}`,
  ],
  recruiter: (cast) => [
    '/home',
    '/search-mobile',
    `/home/profile-portofolio/${cast.talentId}`,
    `/hire-page/${cast.talentId}`,
    '/comp-edit',
    `/home/profile-comp/${cast.companyId}`,
    '/chat',
    `/chat/${cast.conversationId}`,
  ],
};

/** The page's own content has arrived: no page skeleton, nothing busy, a heading shown. */
async function waitForContent(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="page-skeleton"], [aria-busy="true"]') === null &&
      document.querySelector('main h1, main h2, [role="main"] h1, h1') !== null,
  );
}

async function expectOneLanguage(page: Page, language: Language, url: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await waitForContent(page);
  const text = await visibleText(page);
  expect(text.match(OTHER_LANGUAGE_WORDS[language]), `${url}: ${text}`).toBeNull();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${url} overflows sideways`).toBeLessThanOrEqual(0);
}

test.describe('member pages', () => {
  let cast: Cast;
  test.beforeAll(async ({ request }) => {
    cast = await castMembers(request, 'pages');
  });

  for (const language of ['id', 'en'] as const) {
    for (const role of ['talent', 'recruiter'] as const) {
      test(`${role} pages and the chat in ${language}, desktop and mobile`, async ({ browser }) => {
        const context = await memberContext(browser, language, role, cast[role]);
        const page = await context.newPage();
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          for (const url of MEMBER_PAGES[role](cast)) {
            await test.step(`${url} on ${size}`, async () => {
              await page.goto(url);
              await expectOneLanguage(page, language, url);
            });
          }
        }
        await context.close();
      });
    }
  }
});

test.describe('switching the language', () => {
  test.use({ locale: 'id-ID', viewport: SIZES.desktop });

  test('keeps the visitor on the page and is remembered after a reload', async ({ page }) => {
    await page.goto('/user-login');
    await waitForInteractiveForm(page);
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await page.getByRole('button', { name: 'Ganti bahasa ke English' }).click();

    await expect(page).toHaveURL(/\/user-login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Back again.
    await page.getByRole('button', { name: 'Switch language to Bahasa Indonesia' }).click();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  });

  test('a member switching on a phone stays on the page, and the account keeps the choice', async ({
    browser,
    request,
  }) => {
    const cast = await castMembers(request, 'switch');
    const context = await memberContext(browser, 'id', 'talent', cast.talent);
    const page = await context.newPage();
    await page.setViewportSize(SIZES.mobile);
    const url = `/home/profile-comp/${cast.companyId}`;
    await page.goto(url);
    await expect(page.getByRole('link', { name: 'Lamar' })).toBeVisible();
    await page.getByRole('button', { name: /^Menu akun / }).click();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/language') && response.ok(),
    );
    await page.getByRole('menuitem', { name: 'English' }).click();
    await saved;
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('link', { name: 'Apply' })).toBeVisible();
    await expectOneLanguage(page, 'en', url);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Apply' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Stored on the account: a login elsewhere brings it back.
    const login = await request.post('/api/auth/login-user', { data: cast.talent });
    expect(
      ((await login.json()) as { result: { user: { language: string } } }).result.user.language,
    ).toBe('en');
    await context.close();
  });

  async function logInThroughForm(browser: Browser, email: string, password: string) {
    const context = await browser.newContext({ locale: 'id-ID', viewport: SIZES.desktop });
    const page = await context.newPage();
    await page.goto('/user-login');
    await waitForInteractiveForm(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/home/);
    return { context, page };
  }

  test("a member's choice follows them to a second browser", async ({ browser, request }) => {
    const account = await registerTalent(request, 'i18n');
    const first = await logInThroughForm(browser, account.email, account.password);
    await first.page
      .getByRole('button', { name: new RegExp(`^Menu akun ${account.name}`) })
      .click();
    await first.page.getByRole('menuitem', { name: 'English' }).click();
    await expect(first.page.getByRole('link', { name: 'Find job' })).toBeVisible();
    await expect(first.page).toHaveURL(/\/home/);

    // Another browser that asks for Indonesian: the account's English wins after the login.
    const second = await logInThroughForm(browser, account.email, account.password);
    await expect(second.page.getByRole('link', { name: 'Find job' })).toBeVisible();
    await expect(second.page.locator('html')).toHaveAttribute('lang', 'en');
    await second.page.reload();
    await expect(second.page.getByRole('link', { name: 'Find job' })).toBeVisible();
    await first.context.close();
    await second.context.close();
  });
});
