import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, paths, useSession } from '@peworld/shared-ui/core';
import { profileHref } from '../profile-href';

type Column = { title: string; links: { label: string; to: string }[] };

// Short ways in for each audience; once logged in, the places a member uses instead.
function columnsFor(session: ReturnType<typeof useSession>): Column[] {
  if (session.isLoggedIn) {
    return [
      {
        title: 'Akun',
        links: [
          { label: 'Beranda', to: paths.home.getHref() },
          { label: 'Chat', to: paths.chat.getHref() },
          { label: 'Profil', to: profileHref(session.role) },
        ],
      },
    ];
  }
  return [
    {
      title: 'Talenta',
      links: [
        { label: 'Cari pekerjaan', to: paths.userLogin.getHref() },
        { label: 'Daftar sebagai talenta', to: paths.userRegist.getHref() },
      ],
    },
    {
      title: 'Perusahaan',
      links: [
        { label: 'Cari talenta', to: paths.compLogin.getHref() },
        { label: 'Daftar sebagai perekrut', to: paths.compRegist.getHref() },
      ],
    },
  ];
}

export function FooterLinks() {
  const columns = columnsFor(useSession());
  return (
    <Nav aria-label="Footer">
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
