import type { IntlShape } from 'react-intl';
import type { MessagesValue } from './messages-context';

type IntlOf = (value: MessagesValue) => IntlShape;

let runtime: IntlOf | null = null;
let loading: Promise<IntlOf> | null = null;

/** Makes react-intl available at once (shared-ui's index does, and the jest preset). */
export function registerIntlRuntime(intlOf: IntlOf | null): void {
  runtime = intlOf;
}

/** react-intl's formatter factory if it has loaded, else null. */
export function loadedIntlRuntime(): IntlOf | null {
  return runtime;
}

/**
 * Loads react-intl (its own chunk) once. A guest's first visit does without it; the first
 * component that needs it suspends on this promise, like a lazy page. A failed chunk is
 * forgotten, so the next render tries again.
 */
export function loadIntlRuntime(): Promise<IntlOf> {
  if (runtime) return Promise.resolve(runtime);
  if (!loading) {
    const attempt = import(/* webpackChunkName: "react-intl" */ './intl-runtime').then(
      (module) => (runtime = module.intlOf),
    );
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}
