import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, paths, useSession } from '@peworld/shared-ui/core';
import { profileHref } from '../profile-href';
import { useT } from '@peworld/shared-ui/core';

type Column = { title: string; links: { label: string; to: string }[] };
type Translate = ReturnType<typeof useT>;

// Short ways in for each audience; once logged in, the places a member uses instead.
function columnsFor(session: ReturnType<typeof useSession>, t: Translate): Column[] {
  if (session.isLoggedIn) {
    return [
      {
        title: t('shell.footer.account'),
        links: [
          { label: t('shell.footer.home'), to: paths.home.getHref() },
          { label: t('shell.nav.chat'), to: paths.chat.getHref() },
          { label: t('shell.footer.profile'), to: profileHref(session.role) },
        ],
      },
    ];
  }
  return [
    {
      title: t('shell.footer.talent'),
      links: [
        { label: t('shell.footer.findJob'), to: paths.userLogin.getHref() },
        { label: t('shell.footer.registerTalent'), to: paths.userRegist.getHref() },
      ],
    },
    {
      title: t('shell.footer.company'),
      links: [
        { label: t('shell.footer.findTalent'), to: paths.compLogin.getHref() },
        { label: t('shell.footer.registerRecruiter'), to: paths.compRegist.getHref() },
      ],
    },
  ];
}

export function FooterLinks() {
  const t = useT();
  const columns = columnsFor(useSession(), t);
  return (
    <Nav aria-label={t('shell.footer.label')}>
      {columns.map((column) => (
        <div key={column.title}>
          <Heading>{column.title}</Heading>
          <List>
            {column.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </List>
        </div>
      ))}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  gap: 64px;

  ${media.mobile} {
    gap: 40px;
  }
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  color: #fff;
  font-size: 16px;
  font-weight: 700;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: #fff;
    font-size: 15px;
    opacity: 0.9;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    opacity: 1;
    text-decoration: underline;
  }
`;
