import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media } from '@peworld/shared-ui/core';
import { Container, Section } from './landing-layout';
import { useEntryLinks } from './use-entry-links';
import { useT } from '@peworld/shared-ui/core';

// Closing call to action: straight to the list when logged in, otherwise to sign-up.
export function StartBanner() {
  const t = useT();
  const { startNow } = useEntryLinks();
  return (
    <Section aria-labelledby="start-title">
      <Container>
        <Box>
          <Title id="start-title">{t('shell.landing.startTitle')}</Title>
          <Button as={Link} to={startNow} variant="ghost" size="lg">
            {t('shell.landing.startNow')}
          </Button>
        </Box>
      </Container>
    </Section>
  );
}

const Box = styled.div`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 32px;
  padding: 64px 72px;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: 40px 8px 40px 8px;
  color: #fff;

  /* Soft circles drawn with CSS: decoration without an image request. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
    pointer-events: none;
  }
  &::before {
    width: 220px;
    height: 220px;
    top: -110px;
    left: -60px;
    background: rgba(255, 255, 255, 0.08);
  }
  &::after {
    width: 140px;
    height: 140px;
    right: 24%;
    bottom: -84px;
    border: 16px solid ${({ theme }) => theme.colors.accent};
  }

  > * {
    position: relative;
    z-index: 1;
  }

  a {
    flex-shrink: 0;
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
  }

  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    padding: 40px 28px;
    border-radius: 28px 8px 28px 8px;

    a {
      width: 100%;
    }
    &::after {
      right: -56px;
      bottom: -72px;
    }
  }
`;

const Title = styled.h2`
  max-width: 520px;
  margin: 0;
  font-size: 32px;
  font-weight: 600;
  line-height: 1.4;

  ${media.mobile} {
    font-size: 24px;
  }
`;
