// A pre-rendered form (login) can be submitted before the code that owns it has hydrated it.
// The browser would then post the page to itself and the server would send the visitor back to
// an empty form. Instead the host page's first script (the start script, which runs as soon as
// the HTML is parsed, long before the app's code arrives) holds such a submit and the form sends
// it itself once it is interactive. The two sides meet on marks kept on the form element:
// properties under global symbols, not attributes, so hydration sees the server's markup as is
// and a second copy of this module would still read the same marks.

const HELD_KEY = 'peworld.form.heldSubmit';
const INTERACTIVE_KEY = 'peworld.form.interactive';
const HELD = Symbol.for(HELD_KEY);
const INTERACTIVE = Symbol.for(INTERACTIVE_KEY);

type MarkedForm = HTMLFormElement & { [HELD]?: boolean; [INTERACTIVE]?: boolean };

/**
 * Plain JavaScript for the host page's start script: while #root still holds the pre-rendered
 * page (it carries data-prerendered), a submit of a form that is not interactive yet is held (no
 * page post) and remembered on the form. The app drops data-prerendered when it renders afresh
 * instead of hydrating, which ends the holding. A string, not a compiled function's toString():
 * the build's TypeScript loader adds helpers that do not exist in the browser.
 */
export function earlySubmitHoldSource(): string {
  return `(function () {
  var root = document.getElementById('root');
  if (!root || !root.hasAttribute('data-prerendered')) return;
  var held = Symbol.for(${JSON.stringify(HELD_KEY)});
  var interactive = Symbol.for(${JSON.stringify(INTERACTIVE_KEY)});
  root.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form[interactive]) return;
    if (!root.hasAttribute('data-prerendered')) return;
    event.preventDefault();
    form[held] = true;
  }, true);
})();
`;
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
