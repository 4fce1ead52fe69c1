import { ChevronLeftIcon } from '../icons/chevron-left-icon';
import { ChevronRightIcon } from '../icons/chevron-right-icon';
import { pageWindow } from './page-window';
import { Gap, List, Nav, PageButton } from './pagination.styles';
import { useT } from '../../i18n/use-t';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Name of the navigation landmark (default "Pagination"). */
  label?: string;
  className?: string;
}

/** Page picker; renders nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onChange, label, className }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== current) onChange(target);
  };

  return (
    <Nav aria-label={label ?? t('ui.pagination.label')} className={className}>
      <List>
        <li>
          <PageButton
            type="button"
            aria-label={t('ui.pagination.previous')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon size={18} />
          </PageButton>
        </li>
        {pageWindow(current, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a symbol, not words */}
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={slot}>
              <PageButton
                type="button"
                aria-label={t('ui.pagination.page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                $current={slot === current}
                onClick={() => go(slot)}
              >
                {slot}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={t('ui.pagination.next')}
            disabled={current >= totalPages}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon size={18} />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
