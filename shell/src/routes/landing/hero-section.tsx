import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media } from '@peworld/shared-ui/core';
import { HeroArt } from './hero-art';
import { Art, Container, TwoColumn } from './landing-layout';
import { useEntryLinks } from './use-entry-links';
import { useT } from '@peworld/shared-ui/core';

export function HeroSection() {
  const t = useT();
  const links = useEntryLinks();
  return (
    <Hero aria-labelledby="landing-title">
      <Container>
        <TwoColumn>
          <div>
            <Title id="landing-title">{t('shell.landing.heroTitle')}</Title>
            <Intro>{t('shell.landing.heroIntro')}</Intro>
            <Actions>
              <Button as={Link} to={links.findTalent} variant="primary" size="lg">
                {t('shell.landing.findTalent')}
              </Button>
              <Button as={Link} to={links.findWork} variant="outline" size="lg">
                {t('shell.landing.findWork')}
              </Button>
            </Actions>
          </div>
          <Art>
            <HeroArt />
          </Art>
        </TwoColumn>
      </Container>
    </Hero>
  );
}

const Hero = styled.section`
  padding: 72px 0 80px;

  ${media.mobile} {
    padding: 32px 0 48px;
  }
`;

const Title = styled.h1`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.text};
  /* Scales with the column on tablets, where 44px would break every other word. */
  font-size: clamp(32px, 3.4vw, 44px);
  font-weight: 600;
  line-height: 1.3;

  ${media.mobile} {
    font-size: 30px;
  }
`;

const Intro = styled.p`
  margin: 0 0 36px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  line-height: 1.7;

  ${media.mobile} {
    font-size: 16px;
    margin-bottom: 28px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;

  ${media.mobile} {
    > * {
      flex: 1 1 140px;
    }
  }
`;
