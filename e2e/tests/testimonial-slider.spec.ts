import { expect, test, type Page } from '@playwright/test';

const NAMES = ['Rina Kartika', 'Dimas Pratama', 'Sari Wulandari'];

// The card the slider marks as shown (swiper's active index, mirrored into data-active).
const activeSlide = (page: Page) => page.locator('#testimonials .swiper-slide[data-active="true"]');

/** Distance in px between the centre of slide n and the centre of the slider. */
async function offCentre(page: Page, n: number): Promise<number> {
  const slide = await page.locator(`#testimonials [data-hash="slide${n}"]`).boundingBox();
  const frame = await page.locator('#testimonials .swiper').boundingBox();
  if (!slide || !frame) return Number.POSITIVE_INFINITY;
  return Math.abs(slide.x + slide.width / 2 - (frame.x + frame.width / 2));
}
const bullet = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Show testimonial ${n}:`) });

async function openSlider(page: Page, url = '/') {
  await page.goto(url);
  const section = page.getByRole('region', { name: 'Their opinion about Peworld' });
  await section.scrollIntoViewIfNeeded();
  await expect(bullet(page, 1)).toBeVisible();
  return section;
}

async function expectSlide(page: Page, n: number) {
  await expect(activeSlide(page)).toContainText(NAMES[n - 1]!);
  // It really moved: the card sits in the middle of the slider once the transition ends.
  await expect.poll(() => offCentre(page, n)).toBeLessThan(2);
  await expect(activeSlide(page)).toHaveAttribute('data-hash', `slide${n}`);
  await expect(bullet(page, n)).toHaveAttribute('aria-current', 'true');
  // The address follows the slider, so the slide can be shared as a link.
  await expect(page).toHaveURL(new RegExp(`#slide${n}$`));
}

test.describe('testimonial slider', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('is fetched only when the visitor scrolls towards it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('testimonials-loading')).toBeAttached();
    await expect(page.locator('#testimonials .swiper')).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Their opinion about Peworld' })
      .scrollIntoViewIfNeeded();
    await expect(page.locator('#testimonials .swiper')).toHaveCount(1);
  });

  test('moves by bullet', async ({ page }) => {
    await openSlider(page);
    await expect(activeSlide(page)).toContainText(NAMES[0]!);
    await bullet(page, 3).click();
    await expectSlide(page, 3);
    await bullet(page, 2).click();
    await expectSlide(page, 2);
  });

  test('moves by arrow', async ({ page }) => {
    await openSlider(page);
    const next = page.getByRole('button', { name: 'Next testimonial' });
    const prev = page.getByRole('button', { name: 'Previous testimonial' });
    await expect(prev).toBeDisabled();
    await next.click();
    await expectSlide(page, 2);
    await next.click();
    await expectSlide(page, 3);
    await expect(next).toBeDisabled();
    await prev.click();
    await expectSlide(page, 2);
  });

  test('opens the addressed slide from the hash', async ({ page }) => {
    const section = await openSlider(page, '/#slide3');
    await expect(activeSlide(page)).toContainText('Sari Wulandari');
    await expect.poll(() => offCentre(page, 3)).toBeLessThan(2);
    await expect(bullet(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(section).toBeInViewport();
  });

  test('follows a hash change while the page is open', async ({ page }) => {
    await openSlider(page);
    await page.evaluate(() => {
      window.location.hash = 'slide2';
    });
    await expect(activeSlide(page)).toContainText('Dimas Pratama');
    await expect.poll(() => offCentre(page, 2)).toBeLessThan(2);
  });
});
