import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media, paths } from '@peworld/shared-ui/core';
import { LostArt } from './not-found-art';
import { useT } from '@peworld/shared-ui/core';

export function NotFoundPage() {
  const t = useT();
  return (
    <Page>
      <Card>
        <LostArt />
        <Oops>{t('shell.notFound.oops')}</Oops>
        <Code>{t('shell.notFound.code')}</Code>
        <Message>{t('shell.notFound.message')}</Message>
        <Button as={Link} to={paths.landing.getHref()} variant="primary" size="lg">
          {t('shell.notFound.home')}
        </Button>
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 70vh;
  padding: 48px 20px;
  background: ${({ theme }) => theme.colors.page};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  max-width: 560px;
  padding: 48px 40px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: center;

  ${media.mobile} {
    padding: 36px 20px;
  }
`;

const Oops = styled.h1`
  margin: 24px 0 4px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 48px;
  font-weight: 700;
  line-height: 1.1;
`;

const Code = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 22px;
  font-weight: 600;
`;

const Message = styled.p`
  margin: 0 0 28px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 16px;
  line-height: 1.6;
`;
