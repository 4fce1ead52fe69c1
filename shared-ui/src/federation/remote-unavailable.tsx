import styled from 'styled-components';
import { Button } from '../components/button/button';
import { Card } from '../components/card/card';
import { useT } from '../i18n/use-t';

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
  /**
   * The section was built against a shared-ui the shell does not provide: a Retry cannot fix
   * that, only a release of the section (or of the shell) can.
   */
  needsUpdate?: boolean;
}

/** What a user sees instead of a section whose code could not be loaded or crashed. */
export function RemoteUnavailable({ name, onRetry, needsUpdate = false }: RemoteUnavailableProps) {
  const t = useT();
  if (needsUpdate) {
    return (
      <Wrapper>
        <Panel role="alert" data-remote-needs-update={name} $padding="lg">
          <Title>{t('ui.remote.needsUpdateTitle')}</Title>
          <Message>{t('ui.remote.needsUpdateText')}</Message>
        </Panel>
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <Panel role="alert" data-remote-unavailable={name} $padding="lg">
        <Title>{t('ui.remote.unavailableTitle')}</Title>
        <Message>{t('ui.remote.unavailableText')}</Message>
        <Button type="button" onClick={onRetry}>
          {t('ui.remote.retry')}
        </Button>
      </Panel>
    </Wrapper>
  );
}
