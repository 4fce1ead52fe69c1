import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, Button, MailIcon, paths } from '@peworld/shared-ui';
import { FormFooter, TextLink } from '../../../components/form-parts/form-parts';
import { useFlash } from '../../../hooks/use-flash';

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

const Mail = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 32px;
    height: 32px;
  }
`;

const Text = styled.p`
  margin: 0;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;

  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * /confirm-password-login: tells the visitor to open the reset link from their inbox and
 * then log in. Reached after a reset request; also fine to open directly.
 */
export function CheckEmailNotice() {
  const flash = useFlash();
  return (
    <Stack>
      <Mail>
        <MailIcon />
      </Mail>
      {flash && <Banner tone="success">{flash.flash}</Banner>}
      <Text>
        {flash?.email ? (
          <>
            If <strong>{flash.email}</strong> belongs to a Peworld account, a link to set a new
            password is on its way.
          </>
        ) : (
          <>
            If the address belongs to a Peworld account, a link to set a new password is on its way.
          </>
        )}{' '}
        Open it, choose a new password, then log in with it. The link works once and expires after a
        while.
      </Text>
      <Buttons>
        <Button as={Link} to={paths.userLogin.getHref()} variant="primary" size="lg" $block>
          Login as Employee
        </Button>
        <Button as={Link} to={paths.compLogin.getHref()} variant="outline" size="lg" $block>
          Login as Employer
        </Button>
      </Buttons>
      <FormFooter>
        No email after a few minutes? Check your spam folder or{' '}
        <TextLink to={paths.resetPassword.getHref()}>send it again</TextLink>.
      </FormFooter>
    </Stack>
  );
}
