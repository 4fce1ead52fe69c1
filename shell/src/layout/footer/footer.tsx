import { LogoMark, paths } from '@peworld/shared-ui/core';
import { CONTACT, telHref } from './contact';
import { FooterLinks } from './footer-links';
import { Bar, Inner, Top, Brand, Blurb, Bottom, Contacts } from './footer.styles';
import { useT } from '@peworld/shared-ui/core';

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Inner>
        <Top>
          <div>
            <Brand to={paths.landing.getHref()} aria-label={t('shell.homeLink')}>
              <LogoMark variant="white" height={36} />
            </Brand>
            <Blurb>{t('shell.footer.blurb')}</Blurb>
          </div>
          <FooterLinks />
        </Top>
        <Bottom>
          <small>{t('shell.footer.copyright', { year })}</small>
          <Contacts>
            <div>
              <dt>{t('shell.footer.phone')}</dt>
              <dd>
                <a href={telHref(CONTACT.phone)}>{CONTACT.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('shell.footer.email')}</dt>
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
