import { Button, Card, paths, useSession } from '@peworld/shared-ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';

const Wrapper = styled.div`
  max-width: 560px;
  margin: 48px auto;
  padding: 0 16px;
`;

/**
 * Stand-in for the shell's /home in the standalone harness: the auth pages send a logged-in
 * visitor here, so without it a stored login would bounce between /home and the fallback.
 */
export function StandaloneHome() {
  const { user, logout } = useSession();
  if (!user) return <Navigate to={paths.optionLogin.getHref()} replace />;
  return (
    <Wrapper>
      <Card $padding="lg">
        <h1>Logged in</h1>
        <p>
          {user.name} ({user.role}, {user.email}). In the product the shell shows the{' '}
          {user.role === 'recruiter' ? 'talent' : 'company'} list here.
        </p>
        <Button variant="outline" onClick={() => void logout()}>
          Log out
        </Button>
      </Card>
    </Wrapper>
  );
}
