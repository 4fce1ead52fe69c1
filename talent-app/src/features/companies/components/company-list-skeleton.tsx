import { Skeleton } from '@peworld/shared-ui';
import styled from 'styled-components';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
`;

/** Placeholder rows in the shape of company cards while the list loads. */
export function CompanyListSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {Array.from({ length: rows }, (_, i) => (
        <Row key={i}>
          <Skeleton width={80} height={80} radius="50%" />
          <Lines>
            <Skeleton width="50%" height={22} />
            <Skeleton width="30%" height={16} />
            <Skeleton width="25%" height={16} />
          </Lines>
        </Row>
      ))}
    </ul>
  );
}
