import { Card, Skeleton } from '@peworld/shared-ui';
import styled from 'styled-components';
import { PurpleBand, TwoColumns } from './page-frame';

/** Profile-shaped placeholder while a talent or company loads. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <PurpleBand />
      <TwoColumns>
        <Column $padding="lg">
          <Skeleton width={150} height={150} radius="50%" />
          <Skeleton width="70%" height={24} />
          <Skeleton width="50%" />
          <Skeleton width="60%" />
          <Skeleton height={80} />
          <Skeleton height={48} />
        </Column>
        <Column $padding="lg">
          <Skeleton width="50%" height={32} />
          <Skeleton height={220} />
        </Column>
      </TwoColumns>
    </div>
  );
}

const Column = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
`;
