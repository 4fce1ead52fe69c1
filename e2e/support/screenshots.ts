import path from 'node:path';
import type { Page } from '@playwright/test';

const DIR = path.resolve(__dirname, '..', 'screenshots');

/** Saves e2e/screenshots/<name>-<desktop|mobile>.png (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const width = page.viewportSize()?.width ?? 1366;
  const file = path.join(DIR, `${name}-${width < 768 ? 'mobile' : 'desktop'}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
