/** Whether the markup in #root is what the app's first render would produce here and now. */
export function shouldHydrate(page: {
  /** #root's data-prerendered: the path the HTML was rendered for (absent: empty root). */
  prerenderedPath: string | undefined;
  currentPath: string;
  isLoggedIn: boolean;
}): boolean {
  if (!page.prerenderedPath || page.isLoggedIn) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(page.prerenderedPath) === trim(page.currentPath);
}
