import styled from 'styled-components';
import { Button } from '../components/button/button';
import { Card } from '../components/card/card';

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
`;

const Panel = styled(Card)`
  max-width: 480px;
  width: 100%;
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RemoteUnavailableProps {
  /** Federation container name, kept as a data attribute for support and tests. */
  name: string;
  onRetry: () => void;
}

/** What a user sees instead of a section whose code could not be loaded or crashed. */
export function RemoteUnavailable({ name, onRetry }: RemoteUnavailableProps) {
  return (
    <Wrapper>
      <Panel role="alert" data-remote-unavailable={name} $padding="lg">
        <Title>This section is unavailable</Title>
        <Message>
          This part of Peworld could not be loaded right now. The rest of the site still works;
          check your connection and try again.
        </Message>
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      </Panel>
    </Wrapper>
  );
}
