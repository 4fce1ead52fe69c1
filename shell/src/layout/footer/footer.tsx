import { LogoMark, paths } from '@peworld/shared-ui/core';
import { CONTACT, telHref } from './contact';
import { FooterLinks } from './footer-links';
import { Bar, Inner, Top, Brand, Blurb, Bottom, Contacts } from './footer.styles';

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
