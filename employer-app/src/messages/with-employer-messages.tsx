import type { ComponentType } from 'react';
import { AppMessages } from '@peworld/shared-ui';
import { EMPLOYER_CATALOGS } from './catalogs';

/**
 * Every exposed page speaks employer-app's own catalog: it ships with this remote, so its text
 * changes with a deploy of employer-app alone (docs/decisions/057-i18n.md).
 */
export function withEmployerMessages<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithEmployerMessages(props: P) {
    return (
      <AppMessages catalogs={EMPLOYER_CATALOGS}>
        <Page {...props} />
      </AppMessages>
    );
  }
  WithEmployerMessages.displayName = `WithEmployerMessages(${Page.displayName ?? Page.name})`;
  return WithEmployerMessages;
}
