import { expect, test, type Page } from '@playwright/test';
import { SIZES } from './auth-helpers';
import { serveInTwoParts } from './document-in-two-parts';

// The first visit (issue 12): pages rendered at build time that paint before any script and
// are then hydrated (not replaced), no layout shift, self-hosted Open Sans, and a testimonial
// slider that never cuts a card and keeps its text readable.

const PRERENDERED = [
  { url: '/', heading: "The nation's best talent for the 4.0 revolution" },
  { url: '/user-login', heading: 'Halo, Pewpeople' },
  { url: '/comp-login', heading: 'Halo, Pewpeople' },
  { url: '/option-regist', heading: 'Join Peworld' },
  { url: '/404', heading: 'Oops!' },
] as const;

/** Errors the page logs or throws (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has attached to the element (hydration reached it). */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/**
 * Sum of the layout shifts of the page's load (buffered PerformanceObserver entries without
 * recent input), after its scripts, fonts and lazy sections have settled.
 */
async function cumulativeLayoutShift(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return layoutShiftOfLoad(page);
}

/** Resolves after the page has rendered two more frames. */
async function twoFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * The same for the page being loaded now: waits until it has settled — its scripts loaded, its
 * fonts ready and every element of the server's markup taken over by React (hydration done, lazy
 * sections mounted) — then sums its shifts. Events, not a pause: a slower machine only waits longer.
 */
async function layoutShiftOfLoad(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => {
    const elements = document.querySelectorAll('#root *');
    return (
      elements.length > 0 &&
      [...elements].every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      )
    );
  });
  await twoFrames(page);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

const slider = (page: Page) => page.getByRole('region', { name: 'Their opinion about Peworld' });

/**
 * Waits until the slider is at rest: swiper is not animating and the wrapper's painted transform
 * has reached the position swiper set (the 300 ms CSS transition is over).
 */
async function sliderAtRest(page: Page) {
  await page.waitForFunction(() => {
    const frame = document.querySelector('#testimonials .swiper') as
      (Element & { swiper?: { animating: boolean; translate: number; wrapperEl: Element } }) | null;
    const swiper = frame?.swiper;
    if (!swiper || swiper.animating) return false;
    const painted = new DOMMatrixReadOnly(getComputedStyle(swiper.wrapperEl).transform).m41;
    return Math.abs(painted - swiper.translate) < 0.5;
  });
  await twoFrames(page);
}

async function openSlider(page: Page) {
  await page.goto('/');
  await slider(page).scrollIntoViewIfNeeded();
  await expect(page.locator('#testimonials .swiper-slide[data-active="true"]')).toBeVisible();
  await sliderAtRest(page);
}

/** For each slide: 'in' (wholly inside the slider's frame), 'out' (wholly outside) or 'cut'. */
async function slideFits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.querySelector('#testimonials .swiper')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('#testimonials .swiper-slide'), (slide) => {
      const box = slide.getBoundingClientRect();
      if (box.left >= frame.left - 1 && box.right <= frame.right + 1) return 'in';
      if (box.right <= frame.left + 1 || box.left >= frame.right - 1) return 'out';
      return 'cut';
    });
  });
}

/** Opacity each slide's quote is painted with (product of its ancestors' opacity). */
async function quoteOpacities(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#testimonials .swiper-slide blockquote'), (quote) => {
      let opacity = 1;
      for (let node: Element | null = quote; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity;
    }),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: SIZES.desktop });

  test('the landing page shows its hero, a working Find Talent link and the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: PRERENDERED[0].heading }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
    const findTalent = page.getByRole('link', { name: 'Find Talent' });
    await expect(findTalent).toBeVisible();
    await expect(findTalent).toHaveAttribute('href', '/comp-login');
    // A plain link: the server answers with the pre-rendered employer login.
    await findTalent.click();
    await expect(page).toHaveURL(/\/comp-login$/);
    await expect(page.getByRole('heading', { name: 'Halo, Pewpeople' })).toBeVisible();
  });

  for (const { url, heading } of PRERENDERED) {
    test(`${url} is rendered by the server, styled`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      // styled-components' server sheet: the header is laid out, not bare HTML.
      const headerHeight = await page
        .getByRole('banner')
        .evaluate((header) => header.getBoundingClientRect().height);
      expect(headerHeight).toBeGreaterThan(40);
    });
  }
});

test.describe('hydration of the pre-rendered pages', () => {
  test.use({ viewport: SIZES.desktop });

  test('the landing page is hydrated in place: same nodes, client-side links, slider works', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Hold the scripts back until the server's markup has been tagged.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const hero = page.getByRole('heading', { level: 1, name: PRERENDERED[0].heading });
    await expect(hero).toBeVisible();
    await hero.evaluate((node) => node.setAttribute('data-from-server', 'yes'));
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    release();

    // The slider needs the app: once it works, hydration has happened.
    await page
      .getByRole('region', { name: 'Their opinion about Peworld' })
      .scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /^Show testimonial 2:/ }).click();
    await expect(page).toHaveURL(/#slide2$/);
    // Hydration kept the server's nodes (a fresh render would have replaced them).
    await expect(hero).toHaveAttribute('data-from-server', 'yes');

    await page.getByRole('link', { name: 'Find Talent' }).click();
    await expect(page).toHaveURL(/\/comp-login$/);
    await expect(page.getByRole('heading', { name: 'Halo, Pewpeople' })).toBeVisible();
    // Client-side navigation: the same document.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  test('a pre-rendered login form works after hydration', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/user-login');
    await expect(page.locator('[data-remote="authRemote"]')).toHaveAttribute(
      'data-remote-version',
      /^\d+\.\d+\.\d+/,
    );
    // The server's form posts (no password in a URL) until React takes it over.
    await expect(page.locator('form[aria-label="Log in"]')).toHaveAttribute('method', 'post');
    await waitForHydration(page, 'form[aria-label="Log in"]');
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Answered by the API and shown by the hydrated form (no full page post).
    await expect(page.getByText('Email or password is incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/user-login$/);
    expect(errors.filter((error) => !/401|Failed to load resource/.test(error))).toEqual([]);
  });

  // Held back, in turn: the login page's own code, and the app's entry (which the start script
  // adds one paint after the page; the hold of early submits must not wait for it).
  const HELD_BACK = [
    { what: "the login page's code", url: '**/__federation_expose_UserLoginPage*' },
    { what: "the app's entry", url: /\/main\.[0-9a-f]+\.js$/ },
  ] as const;
  for (const { what, url } of HELD_BACK) {
    test(`typed and submitted before hydration (${what} held back): kept, and sent once the form is live`, async ({
      page,
    }) => {
      // Hold the code back until the visitor has typed and clicked on the server's HTML.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(url, async (route) => {
        await released;
        await route.continue();
      });
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
      });
      // Not 'load': the entry, added before the load event, would hold that back too. The start
      // script is deferred, so it has run once the document is parsed.
      await page.goto('/user-login', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
      await page.getByRole('button', { name: 'Log in' }).click();
      expect(
        await page
          .locator('form[aria-label="Log in"]')
          .evaluate((form) => Object.keys(form).some((key) => key.startsWith('__reactProps'))),
      ).toBe(false);
      release();
      // The API's answer, so both typed values reached it (an empty field is refused in the form),
      // sent by the hydrated form and not by a page post.
      await expect(page.getByText('Email or password is incorrect')).toBeVisible();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nobody@example.com');
      expect(posts).toEqual(['/api/auth/login-user']);
    });
  }
});

for (const [name, viewport] of Object.entries(SIZES)) {
  test.describe(`layout shift on ${name}`, () => {
    test.use({ viewport });

    for (const { url } of PRERENDERED) {
      test(`${url} does not shift (CLS ≤ 0.02)`, async ({ page }) => {
        const errors = collectErrors(page);
        expect(await cumulativeLayoutShift(page, url)).toBeLessThanOrEqual(0.02);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('a page whose HTML arrives in two parts', () => {
  test.use({ viewport: SIZES.desktop });

  test('is not painted half: no shift when the rest arrives (CLS ≤ 0.02)', async ({
    page,
    baseURL,
  }) => {
    // Cut before the block of the brand panel's tagline: painted without it, the illustration
    // would sit at the panel's foot and then jump up and shrink (0.03 of the viewport).
    const proxy = await serveInTwoParts(baseURL!, {
      path: '/comp-login',
      splitAt: (html) => html.lastIndexOf('<div>', html.indexOf('Temukan developer berbakat')),
    });
    try {
      const errors = collectErrors(page);
      await page.goto(`${proxy.url}/comp-login`, { waitUntil: 'commit' });
      await proxy.firstPartSent;
      // The first half is parsed (the header is in it) and the browser has had two frames to
      // paint it; the rest is still held back by the proxy, whatever the machine's speed.
      await page.waitForFunction(() => document.querySelector('#root header') !== null);
      await twoFrames(page);
      expect(await page.evaluate(() => document.readyState)).toBe('loading');
      expect(
        await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility),
      ).toBe('hidden');
      proxy.releaseRest();
      expect(await layoutShiftOfLoad(page)).toBeLessThanOrEqual(0.02);
      await expect(page.locator('#root')).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

test.describe('self-hosted Open Sans', () => {
  test('comes from our own origin, preloaded, and is what the page renders with', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Open Sans' && face.status === 'loaded')
        .map((face) => face.weight),
    );
    expect(loaded).toEqual(expect.arrayContaining(['400', '600']));
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(bodyFont).toMatch(/^"?Open Sans"?, "?Open Sans Fallback"?/);
    expect(fontRequests.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    for (const url of fontRequests) {
      expect(url.startsWith(`${origin}/fonts/open-sans-`)).toBe(true);
      expect(url).toMatch(/\.woff2$/);
    }
  });
});

test.describe('testimonial slider on desktop', () => {
  test.use({ viewport: SIZES.desktop });

  test('centres the shown card and shows its neighbours whole, at full contrast', async ({
    page,
  }) => {
    await openSlider(page);
    await page.getByRole('button', { name: /^Show testimonial 2:/ }).click();
    await expect(page.locator('#testimonials [data-hash="slide2"]')).toHaveAttribute(
      'data-active',
      'true',
    );
    await sliderAtRest(page);
    const centre = await page.evaluate(() => {
      const frame = document.querySelector('#testimonials .swiper')!.getBoundingClientRect();
      const active = document
        .querySelector('#testimonials .swiper-slide[data-active="true"]')!
        .getBoundingClientRect();
      return Math.abs(active.left + active.width / 2 - (frame.left + frame.width / 2));
    });
    expect(centre).toBeLessThan(2);
    // Three cards side by side, none cut mid-word.
    expect(await slideFits(page)).toEqual(['in', 'in', 'in']);
    // Neighbours step back without fading their text (axe flagged faded text's contrast).
    expect(await quoteOpacities(page)).toEqual([1, 1, 1]);

    await page.getByRole('button', { name: /^Show testimonial 1:/ }).click();
    await expect(page.locator('#testimonials [data-hash="slide1"]')).toHaveAttribute(
      'data-active',
      'true',
    );
    await sliderAtRest(page);
    expect(await slideFits(page)).not.toContain('cut');
  });
});

test.describe('testimonial slider on mobile', () => {
  test.use({ viewport: SIZES.mobile });

  test('shows one whole card, neighbours hidden rather than cut', async ({ page }) => {
    await openSlider(page);
    expect(await slideFits(page)).toEqual(['in', 'out', 'out']);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(page.locator('#testimonials [data-hash="slide2"]')).toHaveAttribute(
      'data-active',
      'true',
    );
    await sliderAtRest(page);
    expect(await slideFits(page)).toEqual(['out', 'in', 'out']);
    expect(await quoteOpacities(page)).toEqual([1, 1, 1]);
  });
});
