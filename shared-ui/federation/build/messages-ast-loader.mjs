// A webpack loader for the apps' message catalogs (src/messages/{id,en}.json): parses every
// ICU message at build time, so the bundle carries ASTs and the browser runs react-intl
// without its parser (the build aliases the parser to its `no-parser` entry).
// A message that does not parse fails the build, naming its key.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// The parser version react-intl itself formats with (its ASTs must match).
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const parserUrl = pathToFileURL(fromReactIntl.resolve('@formatjs/icu-messageformat-parser')).href;

/** @this {{ async: () => (error: Error | null, result?: string) => void, resourcePath: string }} */
export default function messagesAstLoader(source) {
  const callback = this.async();
  const file = this.resourcePath;
  import(parserUrl)
    .then(({ parse }) => {
      const messages = JSON.parse(source);
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
