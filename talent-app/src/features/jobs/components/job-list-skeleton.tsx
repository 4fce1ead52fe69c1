import { Skeleton, useT, VisuallyHidden } from '@peworld/shared-ui';
import styled from 'styled-components';

const Row = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
`;

/** Placeholder cards while the first page of jobs loads; announced once as "Loading jobs". */
export function JobListSkeleton({ rows }: { rows: number }) {
  const t = useT();
  return (
    <div role="status">
      <VisuallyHidden>{t('talent.jobs.loading')}</VisuallyHidden>
      <ul aria-hidden="true" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {Array.from({ length: rows }, (_, index) => (
          <Row key={index}>
            <Skeleton width={56} height={56} radius="50%" />
            <Lines>
              <Skeleton width="45%" height={22} />
              <Skeleton width="30%" />
              <Skeleton width="60%" />
            </Lines>
          </Row>
        ))}
      </ul>
    </div>
  );
}
