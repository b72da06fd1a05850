/** Operator sign-in: a studio account, not a member's. */
import { useState, type FormEvent } from 'react';
import { studioApi, type TenantRole } from './api';
import { panel, primaryButton, Status, TextField } from './ui';

export function Login({
  onSignedIn,
}: {
  onSignedIn: (token: string, me: { username: string; platformAdmin: boolean; tenants: TenantRole[] }) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Enter your username and password');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await studioApi.login(username.trim(), password);
      onSignedIn(result.token, { username: result.username, platformAdmin: result.platformAdmin, tenants: result.tenants });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main css={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16 }}>
      <form onSubmit={submit} css={[panel, { width: 340 }]} aria-labelledby="login-title" noValidate>
        <h1 id="login-title" css={{ marginTop: 0 }}>
          Studio sign-in
        </h1>
        <TextField label="Username" value={username} onChange={setUsername} />
        <TextField label="Password" type="password" value={password} onChange={setPassword} />
        {error && <Status tone="danger">{error}</Status>}
        <button type="submit" css={[primaryButton, { width: '100%' }]} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
