import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, Button, paths, useT } from '@peworld/shared-ui';

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

/** Shown instead of the new-password form when the reset link cannot be used. */
export function InvalidLinkNotice({ message }: { message: string }) {
  const t = useT();
  return (
    <Stack>
      <Banner tone="error">{message}</Banner>
      <Button as={Link} to={paths.resetPassword.getHref()} variant="primary" size="lg" $block>
        {t('auth.reset.newLink')}
      </Button>
    </Stack>
  );
}
