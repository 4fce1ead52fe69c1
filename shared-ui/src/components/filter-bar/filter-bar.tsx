import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';
import { Button } from '../button/button';
import { usePhoneLayout } from './use-phone-layout';

export interface FilterBarProps {
  /** The form's accessible name ("Filters"). */
  label: string;
  /** How many filters are on: the Clear button shows from 1 (and the phone's toggle says it). */
  active: number;
  /** The phone's fold button, with the active count in the app's words ("Filter (2 active)"). */
  toggleLabel: string;
  applyLabel: string;
  clearLabel: string;
  /** "Apply" or Enter in a field; the default submit is already prevented. */
  onApply: () => void;
  onClear: () => void;
  /** Desktop columns of the fields' grid (one column on a phone). */
  columns?: number;
  /** Controls applied at once, after the buttons (order, page size): each keeps a select's width. */
  extra?: ReactNode;
  /** A card of its own (surface, padding, shadow) rather than part of a card around it. */
  framed?: boolean;
  /** The filter fields. */
  children: ReactNode;
}

/**
 * A list's filter form: the fields in a grid, "Apply" and "Clear", and the controls applied at
 * once. On a phone the form would fill the first screen before any result, so it folds behind
 * a toggle that says how many filters are on. Folded, the form stays mounted (hidden), so what
 * was typed and not yet applied is still there when it opens again. The talent search
 * (employer-app) and the job list (talent-app) both use it.
 */
export function FilterBar({
  label,
  active,
  toggleLabel,
  applyLabel,
  clearLabel,
  onApply,
  onClear,
  columns = 4,
  extra,
  framed = false,
  children,
}: FilterBarProps) {
  const formId = useId();
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const folded = phone && !open;

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply();
  }

  return (
    <Root>
      {phone ? (
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((current) => !current)}
        >
          {toggleLabel}
        </Button>
      ) : null}
      <Form
        id={formId}
        aria-label={label}
        onSubmit={submit}
        noValidate
        hidden={folded}
        $framed={framed}
      >
        <Fields $columns={columns}>{children}</Fields>
        <Actions>
          <Button type="submit">{applyLabel}</Button>
          {active > 0 ? (
            <Button type="button" variant="outline" onClick={onClear}>
              {clearLabel}
            </Button>
          ) : null}
          <Spacer />
          {extra ? <Extra>{extra}</Extra> : null}
        </Actions>
      </Form>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Form = styled.form<{ $framed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${({ $framed, theme }) =>
    $framed
      ? `padding: 16px;
         border-radius: ${theme.radius};
         background: ${theme.colors.surface};
         box-shadow: ${theme.shadow};`
      : ''}

  &[hidden] {
    display: none;
  }
`;

const Fields = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 16px;
  align-items: start;

  ${media.mobile} {
    grid-template-columns: 1fr;

    & > * {
      grid-column: auto;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;

  ${media.mobile} {
    & > button {
      flex: 1 1 auto;
    }
  }
`;

const Spacer = styled.span`
  flex: 1;

  ${media.mobile} {
    display: none;
  }
`;

// The order and page-size selects keep a select's width beside the buttons (a field is as wide
// as its row by default); on a phone they share the row below the buttons.
const Extra = styled.div`
  display: contents;

  & > * {
    flex: 0 1 200px;
    min-width: 160px;
  }

  ${media.mobile} {
    & > * {
      flex: 1 1 140px;
    }
  }
`;
