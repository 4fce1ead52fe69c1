// A webpack loader for the apps' message catalogs (src/messages/{id,en}.json): parses every
// ICU message at build time, so the bundle carries ASTs and the browser runs react-intl
// without its parser (the build aliases the parser to its `no-parser` entry).
// A message that does not parse fails the build, naming its key.
// `?part=first` / `?part=later`: an app whose first paint needs only some of its text lists the
// key prefixes it can load later in `later-keys.json` beside its catalogs; the catalog is then
// two chunks (`later` = the keys under those prefixes, `first` = the others).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The parser version react-intl itself formats with (its ASTs must match).
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const parserUrl = pathToFileURL(fromReactIntl.resolve('@formatjs/icu-messageformat-parser')).href;

/** The keys of one part of a catalog (all of it without a `?part=`). */
function partOf(messages, file, query) {
  const part = new URLSearchParams(query).get('part');
  if (!part) return messages;
  const laterFile = join(dirname(file), 'later-keys.json');
  if (part !== 'first' && part !== 'later') throw new Error(`${file}: unknown part "${part}"`);
  if (!existsSync(laterFile)) throw new Error(`${file}?part=${part}: no later-keys.json beside it`);
  const prefixes = JSON.parse(readFileSync(laterFile, 'utf8'));
  const isLater = (key) => prefixes.some((prefix) => key.startsWith(prefix));
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => isLater(key) === (part === 'later')),
  );
}

/**
 * @this {{ async: () => (error: Error | null, result?: string) => void, resourcePath: string,
 *   resourceQuery: string, addDependency: (file: string) => void }}
 */
export default function messagesAstLoader(source) {
  const callback = this.async();
  const file = this.resourcePath;
  const query = this.resourceQuery;
  if (query) this.addDependency(join(dirname(file), 'later-keys.json'));
  import(parserUrl)
    .then(({ parse }) => {
      const messages = partOf(JSON.parse(source), file, query);
      const compiled = {};
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
        try {
          compiled[key] = parse(message);
        } catch (error) {
          throw new Error(`${file}: "${key}" is not a valid ICU message: ${error.message}`);
        }
      }
      callback(null, JSON.stringify(compiled));
    })
    .catch((error) => callback(error));
}
