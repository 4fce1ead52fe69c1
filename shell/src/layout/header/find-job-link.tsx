import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SearchIcon, paths, useSession } from '@peworld/shared-ui/core';
import { useT } from '@peworld/shared-ui/core';

// The header's find-job slot: a compact search entry. Recruiters look for talent (/home),
// talent for jobs (/jobs, issue 32).
export function FindJobLink() {
  const t = useT();
  const { isRecruiter } = useSession();
  return (
    <Pill to={isRecruiter ? paths.home.getHref() : paths.jobs.getHref()}>
      <SearchIcon />
      <span>{isRecruiter ? t('shell.header.findTalent') : t('shell.header.findJob')}</span>
    </Pill>
  );
}

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 200px;
  height: 40px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  text-decoration: none;

  svg {
    width: 18px;
    height: 18px;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
