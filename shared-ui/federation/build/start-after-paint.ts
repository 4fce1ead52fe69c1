import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { earlySubmitHoldSource } from '../../src/forms/early-submit';

/** A visible page that reports no paint within this long loads its entry anyway. */
export const START_FALLBACK_MS = 1000;

/**
 * The emitted file, run by the browser as its own tiny script: once the page's first paint is
 * on screen (the 'first-paint' entry of the Paint Timing API, which is reported after the frame
 * is presented), it adds the app's entry script named in its `data-app` attribute. Without
 * paint timing: one frame later (a task queued from requestAnimationFrame runs after that
 * frame's paint). A hidden tab paints nothing: load at once. Plain JavaScript in a string, not a
 * compiled function's toString(): the build's TypeScript loader adds helpers (__name) that do
 * not exist in the browser. It first starts holding submits of the pre-rendered form (see
 * early-submit.ts): the app's code, which used to do that, now arrives one paint later.
 */
export function startScriptSource(): string {
  return `${earlySubmitHoldSource()}(function (script) {
  var src = script && script.getAttribute('data-app');
  if (!src) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.src = src;
    document.head.appendChild(app);
  }
  if (document.visibilityState === 'hidden') {
    load();
    return;
  }
  var Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') !== -1) {
    new Observer(function (list, observer) {
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(load, ${START_FALLBACK_MS});
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  } else {
    load();
  }
})(document.currentScript);
`;
}

/**
 * The host's page loads its entry (the federation runtime, then React and the rest) only after
 * the first paint. The first-visit pages arrive as finished HTML with their fonts: the ~24 KB
 * entry and the ~110 KB it pulls in would otherwise share the network with those fonts and run
 * before the page is on screen. The entry's <script defer> becomes a <script defer> of a
 * ~0.4 KB content-hashed start file whose `data-app` names the entry.
 */
export class StartAfterPaintPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(
        'StartAfterPaintPlugin',
        (data) => {
          const entries = data.assetTags.scripts.filter(
            (tag) => typeof tag.attributes.src === 'string',
          );
          const [entry] = entries;
          if (!entry || entries.length !== 1) {
            throw new Error(
              `StartAfterPaintPlugin expects one entry script, found ${entries.length}`,
            );
          }
          const source = startScriptSource();
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
          const file = `start.${hash}.js`;
          if (!compilation.getAsset(file)) {
            compilation.emitAsset(file, new webpack.sources.RawSource(source));
          }
          const entrySrc = String(entry.attributes.src);
          // Same folder as the entry: the page's public path already prefixes it.
          const startSrc = entrySrc.replace(/[^/]*$/, file);
          entry.attributes = { defer: true, src: startSrc, 'data-app': entrySrc };
          return data;
        },
      );
    });
  }
}
