import { Skeleton } from '@peworld/shared-ui';
import styled from 'styled-components';
import { Row } from './talent-card';

/** A card's placeholder: same grid and height as TalentCard. */
export function TalentCardSkeleton() {
  return (
    <Row aria-hidden="true">
      <Skeleton width={100} height={100} radius="50%" />
      <Lines>
        <Skeleton width="40%" height={22} />
        <Skeleton width="30%" height={14} />
        <Skeleton width="50%" height={14} />
        <Chips>
          <Skeleton width={64} height={28} />
          <Skeleton width={80} height={28} />
          <Skeleton width={56} height={28} />
        </Chips>
      </Lines>
      <Skeleton width={140} height={48} />
    </Row>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Chips = styled.div`
  display: flex;
  gap: 8px;
`;
