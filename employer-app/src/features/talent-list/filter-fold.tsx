import { Button, useT } from '@peworld/shared-ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * On a phone the filter form would fill the first screen before any talent: it folds behind a
 * "Filter" button that says how many filters are on. The form stays mounted while folded, so
 * what was typed and not yet applied is still there when it opens again.
 */
export function FilterFold({ active, children }: { active: number; children: ReactNode }) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('employer.filters.toggle', { count: active })}
      </Button>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </div>
  );
}

const Panel = styled.div`
  margin-top: 12px;

  &[hidden] {
    display: none;
  }
`;
