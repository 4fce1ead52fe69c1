// jsdom has no fetch. Rather than a polyfill with its own quirks, lend the jsdom window
// Node's built-in WHATWG implementations (the same undici code a browser-like fetch runs on).
// AbortController/AbortSignal stay jsdom's: Node's Request accepts them (duck-typed), and
// replacing them would break jsdom's addEventListener({ signal }).
// FormData/Blob/File also stay jsdom's so forms and file inputs keep working.
const { TestEnvironment } = require('jest-environment-jsdom');

// One consistent fetch family: jsdom ships a Headers of its own, which is replaced too.
const FETCH_FAMILY = ['fetch', 'Request', 'Response', 'Headers'];

// Filled in only where jsdom has nothing.
const MISSING_ONLY = [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

/**
 * A Node Request always carries a Node AbortSignal, and ky (handed a Request by the typed
 * client) combines it with its own jsdom one through AbortSignal.any, which in jsdom takes
 * jsdom signals only. Mixed lists get a jsdom signal that aborts when any of them does, as a
 * browser's AbortSignal.any would.
 */
function acceptNodeSignals(window) {
  const jsdomAny = window.AbortSignal.any.bind(window.AbortSignal);
  window.AbortSignal.any = (signals) => {
    const list = [...signals];
    if (list.every((signal) => signal instanceof window.AbortSignal)) return jsdomAny(list);
    const controller = new window.AbortController();
    for (const signal of list) {
      if (signal.aborted) {
        controller.abort(signal.reason);
        break;
      }
      signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    }
    return controller.signal;
  };
}

class PeworldJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FETCH_FAMILY) this.global[name] = globalThis[name];
    acceptNodeSignals(this.global);
    for (const name of MISSING_ONLY) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = PeworldJsdomEnvironment;
