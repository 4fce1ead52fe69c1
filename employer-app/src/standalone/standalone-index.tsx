import { Card, paths } from '@peworld/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const PAGES = [
  { label: 'Talent', href: paths.home.getHref() },
  { label: 'Talent profile', href: paths.talentProfile.getHref(1) },
  { label: 'Hire', href: paths.hirePage.getHref(1) },
  { label: 'Edit company', href: paths.compEdit.getHref() },
  { label: 'Search', href: paths.searchMobile.getHref() },
] as const;

const Wrapper = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Landing page of the standalone dev server: links to every page this remote exposes. */
export function StandaloneIndex() {
  return (
    <Wrapper>
      <Card $padding="lg">
        <h1>
          {__APP_NAME__} v{__APP_VERSION__}
        </h1>
        <p>This remote is running on its own. In the product the shell mounts these pages:</p>
        <List>
          {PAGES.map((page) => (
            <li key={page.href}>
              <Link to={page.href}>{page.label}</Link>
            </li>
          ))}
        </List>
      </Card>
    </Wrapper>
  );
}
