// A pre-rendered form (login) can be submitted before the code that owns it has hydrated it.
// The browser would then post the page to itself and the server would send the visitor back to
// an empty form. Instead the shell holds such a submit (from its first script on) and the form
// sends it itself once it is interactive. The two sides meet on marks kept on the form element:
// properties under global symbols, not attributes, so hydration sees the server's markup as is
// and a second copy of this module would still read the same marks.

const HELD = Symbol.for('peworld.form.heldSubmit');
const INTERACTIVE = Symbol.for('peworld.form.interactive');

type MarkedForm = HTMLFormElement & { [HELD]?: boolean; [INTERACTIVE]?: boolean };

/**
 * Shell side, before hydration: a submit of a form that is not interactive yet is held (no
 * page post) and remembered on the form. Answers a function that stops holding.
 */
export function holdEarlySubmits(root: HTMLElement): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const marked = form as MarkedForm;
    if (marked[INTERACTIVE]) return;
    event.preventDefault();
    marked[HELD] = true;
  };
  root.addEventListener('submit', onSubmit, true);
  return () => root.removeEventListener('submit', onSubmit, true);
}

/**
 * Form side, once hydrated: marks the form interactive (submits are its own from now on) and
 * answers whether a submit was held for it, which the form should now send.
 */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const marked = form as MarkedForm;
  marked[INTERACTIVE] = true;
  const held = marked[HELD] === true;
  marked[HELD] = false;
  return held;
}
