import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppMessages, media, useT } from '@peworld/shared-ui';
import { AUTH_CATALOGS } from '../../messages/catalogs';
import { BrandPanel } from './brand-panel';
import { MobileBrandBand } from './mobile-brand-band';
import type { Audience } from './taglines';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  gap: 64px;
  max-width: 1140px;
  margin: 0 auto;
  padding: 40px 24px 56px;

  ${media.tablet} {
    gap: 32px;
  }

  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 0;
    padding: 20px 16px 40px;
  }
`;

const Brand = styled.div`
  display: flex;
  /* Long forms scroll past a panel that stays in view below the shell's sticky header. */
  position: sticky;
  top: 96px;
  height: clamp(540px, calc(100vh - 136px), 720px);

  & > * {
    flex: 1;
  }

  ${media.mobile} {
    display: none;
  }
`;

const Main = styled.div`
  align-self: center;
  width: 100%;
  max-width: 460px;
  margin: 0 auto;
  padding: 16px 0;

  ${media.mobile} {
    max-width: none;
    padding: 0;
  }
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};

  ${media.mobile} {
    font-size: 1.5rem;
  }
`;

const Intro = styled.p`
  margin: 0 0 28px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AuthLayoutProps {
  /** Message ids of the heading and the line under it (auth-remote's catalog). */
  titleId: string;
  introId: string;
  audience?: Audience;
  children: ReactNode;
}

/**
 * Every auth screen speaks auth-remote's own catalog: it ships with this remote, so its text
 * changes with it alone (docs/decisions/057-i18n.md).
 */
export function AuthLayout(props: AuthLayoutProps) {
  return (
    <AppMessages catalogs={AUTH_CATALOGS}>
      <AuthFrame {...props} />
    </AppMessages>
  );
}

/**
 * Frame of every auth screen inside the shell's header and footer: purple brand panel on
 * the left and the form on the right on desktop; one column with a slim brand band on mobile.
 */
function AuthFrame({ titleId, introId, audience = 'everyone', children }: AuthLayoutProps) {
  const t = useT();
  const tagline = t(`auth.tagline.${audience}`);
  return (
    <Page>
      <Brand>
        <BrandPanel tagline={tagline} sub={t(`auth.tagline.${audience}Sub`)} />
      </Brand>
      <Main>
        <MobileBrandBand tagline={tagline} />
        <Title>{t(titleId)}</Title>
        <Intro>{t(introId)}</Intro>
        {children}
      </Main>
    </Page>
  );
}
