import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner, Button, MailIcon, paths, useAppIntl, useRichT, useT } from '@peworld/shared-ui';
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
  const t = useT();
  const intl = useAppIntl();
  const rich = useRichT();
  return (
    <Stack>
      <Mail>
        <MailIcon />
      </Mail>
      {flash && <Banner tone="success">{flash.flash}</Banner>}
      <Text>
        {flash?.email
          ? intl.formatMessage(
              { id: 'auth.checkEmail.sentTo' },
              { email: flash.email, strong: (chunks) => <strong>{chunks}</strong> },
            )
          : t('auth.checkEmail.sent')}
        {t('auth.checkEmail.next')}
      </Text>
      <Buttons>
        <Button as={Link} to={paths.userLogin.getHref()} variant="primary" size="lg" $block>
          {t('auth.options.loginTalent')}
        </Button>
        <Button as={Link} to={paths.compLogin.getHref()} variant="outline" size="lg" $block>
          {t('auth.options.loginRecruiter')}
        </Button>
      </Buttons>
      <FormFooter>
        {rich('auth.checkEmail.noEmail', {
          link: (chunks) => <TextLink to={paths.resetPassword.getHref()}>{chunks}</TextLink>,
        })}
      </FormFooter>
    </Stack>
  );
}
