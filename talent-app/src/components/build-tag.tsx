import { useT } from '@peworld/shared-ui';
import styled from 'styled-components';
import { REMOTE_BUILD } from '../remote-build';

const Line = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Names the remote build serving the page (ops see a runtime swap take effect). */
export function BuildTag() {
  const t = useT();
  return (
    <Line data-testid="remote-build">
      {t('talent.buildTag', { name: REMOTE_BUILD.name, version: REMOTE_BUILD.version })}
    </Line>
  );
}
