// Development only: every app on the page uses ONE React Refresh runtime, the first one loaded
// (the shell's, which runs before react-dom). Fast Refresh only re-renders the roots its runtime
// saw mount, so a remote loaded later with a runtime of its own would accept an edit and show
// nothing. Registrations carry the app's namespace: two apps may both have
// `./src/bootstrap.tsx` with an `App` in it, and those must stay two component families.
// In dev builds webpack hands this file to every `react-refresh/runtime` import but its own
// (see webpack-app.ts).
/* global __react_refresh_library__ */
const KEY = '__peworldReactRefreshRuntime';
const runtime = (globalThis[KEY] ??= require('react-refresh/runtime'));
const namespace =
  typeof __react_refresh_library__ === 'string' && __react_refresh_library__
    ? `${__react_refresh_library__}:`
    : '';

/**
 * Whether the react-dom on the page can refresh, decided when the first app injects the runtime.
 * A production react-dom (a dev server previewed inside a running product) cannot: then no module
 * may count as a refresh boundary, so an edit reloads the page instead of being accepted and
 * showing nothing. Without DevTools, a production react-dom that rendered before any refresh
 * runtime existed left only its root container behind.
 */
function reactAlreadyRendered() {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll('body > *')].some((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
  );
}

function decideRefreshable(globalObject) {
  const hook = globalObject.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook) return !reactAlreadyRendered();
  const renderers = [...(hook.renderers?.values() ?? [])];
  return (
    renderers.length === 0 ||
    renderers.some((renderer) => typeof renderer.scheduleRefresh === 'function')
  );
}

module.exports = {
  ...runtime,
  isLikelyComponentType: (type) =>
    globalThis[`${KEY}Refreshable`] !== false && runtime.isLikelyComponentType(type),
  register: (type, id) => runtime.register(type, namespace + id),
  injectIntoGlobalHook: (globalObject) => {
    if (globalObject[`${KEY}Injected`]) return;
    globalObject[`${KEY}Injected`] = true;
    globalObject[`${KEY}Refreshable`] = decideRefreshable(globalObject);
    runtime.injectIntoGlobalHook(globalObject);
  },
};
