import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogoMark, media, paths } from '@peworld/shared-ui';
import { CONTACT, telHref } from './contact';
import { FooterLinks } from './footer-links';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Inner>
        <Top>
          <div>
            <Brand to={paths.landing.getHref()} aria-label="Peworld home">
              <LogoMark variant="white" height={36} />
            </Brand>
            <Blurb>
              Peworld mempertemukan talenta digital terbaik Indonesia dengan perusahaan yang sedang
              bertumbuh. Tampilkan keahlianmu, temukan pekerjaan yang tepat, atau rekrut tim
              impianmu dalam hitungan hari.
            </Blurb>
          </div>
          <FooterLinks />
        </Top>
        <Bottom>
          <small>© {year} Peworld. All rights reserved.</small>
          <Contacts>
            <div>
              <dt>Telepon</dt>
              <dd>
                <a href={telHref(CONTACT.phone)}>{CONTACT.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              </dd>
            </div>
          </Contacts>
        </Bottom>
      </Inner>
    </Bar>
  );
}

const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
`;

const Inner = styled.div`
  max-width: 1140px;
  margin: 0 auto;
  padding: 56px 24px 32px;

  ${media.mobile} {
    padding: 40px 20px 24px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 48px;
  margin-bottom: 40px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  height: 36px;

  svg {
    height: 100%;
    width: auto;
  }
`;

const Blurb = styled.p`
  max-width: 420px;
  margin: 24px 0;
  font-size: 16px;
  line-height: 1.7;
  opacity: 0.9;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
  padding-top: 24px;
  border-top: 1px solid rgba(255, 255, 255, 0.35);
  font-size: 15px;

  small {
    font-size: inherit;
    opacity: 0.9;
  }
`;

const Contacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0;

  div {
    display: flex;
    gap: 8px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;
