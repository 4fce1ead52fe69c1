import { Banner, Button, PasswordField, TextField } from '@peworld/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { opsApi, OpsApiError, type OpsSession } from './ops-api';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 400px;
`;

export interface OpsSignInProps {
  onSignedIn: (session: OpsSession) => void;
}

/** Ops accounts are made on the server's command line; this only signs one in. */
export function OpsSignIn({ onSignedIn }: OpsSignInProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter the email and password of an ops account.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await opsApi.signIn(email.trim(), password));
    } catch (caught) {
      setError(
        caught instanceof OpsApiError ? caught.message : 'Sign-in failed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="ops-sign-in-title">
      <h2 id="ops-sign-in-title">Sign in with an ops account</h2>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" loading={busy}>
        Sign in
      </Button>
      <p>
        No ops account? Ops accounts are created on the server:{' '}
        <code>npm run remotes -- ops-account you@example.com</code>
      </p>
    </Form>
  );
}
