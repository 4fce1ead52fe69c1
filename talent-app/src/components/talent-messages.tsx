import { AppMessages } from '@peworld/shared-ui';
import type { ComponentType } from 'react';
import { TALENT_CATALOGS } from '../messages/catalogs';

/**
 * Wraps an exposed page in talent-app's own catalog: it ships with this remote, so its text
 * changes with it alone (docs/decisions/057-i18n.md).
 */
export function withTalentMessages(Page: ComponentType): ComponentType {
  function TalentPage() {
    return (
      <AppMessages catalogs={TALENT_CATALOGS}>
        <Page />
      </AppMessages>
    );
  }
  TalentPage.displayName = `withTalentMessages(${Page.displayName ?? Page.name})`;
  return TalentPage;
}
