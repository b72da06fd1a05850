/**
 * The studio's frame: sign-in, the tenant picker, and per tenant the editor, change requests,
 * history and audit log. Paths live under /studio.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { studioApi, StudioError, type TenantRole } from './api';
import { Login } from './Login';
import { Editor } from './Editor';
import { Changes } from './Changes';
import { History } from './History';
import { AuditLog } from './AuditLog';
import { Platform } from './Platform';
import { button, colours, narrow, Status, TAP } from './ui';
import { InboxLink } from './reviews/InboxLink';
import { LanguageSwitch } from './LanguageSwitch';
import { useStudioLanguage } from './language';
import { useSay } from './messages';

/** The cashier's page, in a chunk of its own: editors and publishers never load it. */
const CashDesk = lazy(() => import('./cash-desk/CashDesk'));
/** The inbox and a site's webhook settings, each loaded when opened. */
const Inbox = lazy(() => import('./reviews/Inbox'));
const WebhookSettings = lazy(() => import('./reviews/WebhookSettings'));

interface Me {
  username: string;
  /** owns hosts, origins, four-eyes and roles (the Platform page) */
  platformAdmin?: boolean;
  tenants: TenantRole[];
}

export function App() {
  const language = useStudioLanguage();
  const say = useSay();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  // The session is an HttpOnly cookie (every tab of this browser shares it): the server says who is signed in.
  useEffect(() => {
    studioApi
      .me()
      .then(setMe)
      .catch((e: unknown) => {
        if (!(e instanceof StudioError && e.status === 401)) setError(e instanceof Error ? e.message : String(e));
        setMe(null);
      });
  }, []);

  // the page's language follows the studio's (TY is Tagalog-like), so a screen reader reads it so
  useEffect(() => {
    document.documentElement.lang = language === 'TY' ? 'tl' : 'en';
  }, [language]);

  // The session ends on the server, which clears its cookie; the sign-in form shows once it has, so a
  // studio page opened or reloaded right after finds the operator signed out in every tab. When the
  // server cannot be reached the operator stays signed in and is told so.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    setError(null);
    studioApi
      .logout()
      .then(() => setMe(null))
      .catch((e: unknown) => {
        if (e instanceof StudioError && e.status === 401) setMe(null);
        else setError(say('signOutFailed', { message: e instanceof Error ? e.message : String(e) }));
      })
      .finally(() => setSigningOut(false));
  };

  if (signingOut) return <Status>{say('signingOut')}</Status>;
  if (me === undefined) return <Status>{say('loading')}</Status>;
  if (me === null)
    return (
      <Router base="/studio">
        {error && <Status tone="danger">{error}</Status>}
        <Login
          onSignedIn={(who) => {
            setError(null);
            setMe(who);
          }}
        />
      </Router>
    );
  return (
    <Router base="/studio">
      <TopBar me={me} onSignOut={signOut} />
      {error && <Status tone="danger">{error}</Status>}
      <main css={{ padding: 16, [narrow]: { padding: 8 } }}>
        <Switch>
          <Route path="/">
            {me.tenants.length === 1 && !me.platformAdmin ? <Redirect to={homeOf(me.tenants[0])} replace /> : <TenantPicker me={me} />}
          </Route>
          <Route path="/inbox">
            {reviewer(me) ? (
              <Suspense fallback={<Status>{say('loading')}</Status>}>
                <Inbox />
              </Suspense>
            ) : (
              <Status tone="danger">{say('cashierOnly')}</Status>
            )}
          </Route>
          <Route path="/platform">{me.platformAdmin ? <Platform /> : <Status tone="danger">{say('platformOnly')}</Status>}</Route>
          <Route path="/:tenant/edit">
            {(p) => (
              <Guard me={me} tenant={p.tenant}>
                {(role) => <Editor tenantId={p.tenant} role={role} />}
              </Guard>
            )}
          </Route>
          <Route path="/:tenant/changes/:cr?">
            {(p) => (
              <Guard me={me} tenant={p.tenant}>
                {(role) => <Changes tenantId={p.tenant} role={role} selected={p.cr ? Number(p.cr) : undefined} me={me.username} />}
              </Guard>
            )}
          </Route>
          <Route path="/:tenant/history">
            {(p) => (
              <Guard me={me} tenant={p.tenant}>
                {(role) => <History tenantId={p.tenant} role={role} />}
              </Guard>
            )}
          </Route>
          <Route path="/:tenant/cash-desk/:orderNo?">
            {(p) => (
              <Guard me={me} tenant={p.tenant} desk>
                {() => (
                  <Suspense fallback={<Status>{say('loading')}</Status>}>
                    <CashDesk tenantId={p.tenant} orderNo={p.orderNo} me={me.username} />
                  </Suspense>
                )}
              </Guard>
            )}
          </Route>
          <Route path="/:tenant/webhook">
            {(p) => (
              <Guard me={me} tenant={p.tenant}>
                {() => (
                  <Suspense fallback={<Status>{say('loading')}</Status>}>
                    <WebhookSettings tenantId={p.tenant} />
                  </Suspense>
                )}
              </Guard>
            )}
          </Route>
          <Route path="/:tenant/audit">
            {(p) => (
              <Guard me={me} tenant={p.tenant}>
                {() => <AuditLog tenantId={p.tenant} />}
              </Guard>
            )}
          </Route>
          <Route>
            <Status tone="danger">{say('notFound')}</Status>
            <Link href="/">{say('backToSites')}</Link>
          </Route>
        </Switch>
      </main>
    </Router>
  );
}

/** Whether the operator does the config's work anywhere (the inbox is theirs); a cashier alone does not. */
const reviewer = (me: Me) => me.platformAdmin === true || me.tenants.some((t) => t.role !== 'cashier');

/** A cashier's first page is the cash desk; everyone else's the editor. */
const homeOf = (t: TenantRole) => `/${t.id}/${t.role === 'cashier' ? 'cash-desk' : 'edit'}`;

/** The page only for a role that may use it: the cash desk for a cashier, every other page for an editor or publisher. */
function Guard({
  me,
  tenant,
  desk = false,
  children,
}: {
  me: Me;
  tenant: string;
  desk?: boolean;
  children: (role: 'editor' | 'publisher') => React.ReactNode;
}) {
  const say = useSay();
  const entry = me.tenants.find((t) => t.id === tenant);
  if (!entry) return <Status tone="danger">{say('noRole')}</Status>;
  if (desk && entry.role !== 'cashier') return <Status tone="danger">{say('deskOnly')}</Status>;
  if (!desk && entry.role === 'cashier')
    return (
      <>
        <Status tone="danger">{say('cashierOnly')}</Status>
        <Link href={homeOf(entry)}>{say('openCashDesk')}</Link>
      </>
    );
  return <>{children(entry.role === 'cashier' ? 'editor' : entry.role)}</>;
}

function TenantPicker({ me }: { me: Me }) {
  const say = useSay();
  return (
    <section aria-labelledby="pick-title">
      <h1 id="pick-title">{say('chooseSite')}</h1>
      {me.platformAdmin && (
        <p>
          <Link href="/platform">{say('platformSettings')}</Link>
          {say('platformSettingsWhat')}
        </p>
      )}
      <ul>
        {me.tenants.map((t) => (
          <li key={t.id}>
            <Link href={homeOf(t)}>{t.id}</Link> ({say(`role.${t.role}`)})
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopBar({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const say = useSay();
  const [location] = useLocation();
  const first = location.split('/')[1];
  const tenant = first === 'platform' || first === 'inbox' ? '' : first;
  const cashier = me.tenants.find((t) => t.id === tenant)?.role === 'cashier';
  const tabs = cashier
    ? [{ href: `/${tenant}/cash-desk`, label: say('tab.cashDesk') }]
    : tenant
      ? [
          { href: `/${tenant}/edit`, label: say('tab.edit') },
          { href: `/${tenant}/changes`, label: say('tab.changes') },
          { href: `/${tenant}/history`, label: say('tab.history') },
          { href: `/${tenant}/audit`, label: say('tab.audit') },
        ]
      : [];
  return (
    <header
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '8px 16px',
        background: colours.ink,
        color: '#fff',
        flexWrap: 'wrap',
        // every link of the bar a whole tap target on a phone
        [narrow]: {
          gap: '0 12px',
          padding: '4px 8px',
          a: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: TAP, minWidth: TAP },
        },
      }}
    >
      <strong>
        <Link href="/" css={{ color: '#fff', textDecoration: 'none' }}>
          {say('studio')}
        </Link>
      </strong>
      {me.platformAdmin && (
        <Link href="/platform" css={{ color: '#fff' }} aria-current={first === 'platform' ? 'page' : undefined}>
          {say('platform')}
        </Link>
      )}
      {tenant && me.tenants.length > 1 && (
        <Link href="/" css={{ color: '#fff' }}>
          {say('allSites')}
        </Link>
      )}
      {tenant && <span aria-label={say('site')}>{tenant}</span>}
      <nav aria-label={say('sections')} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        {reviewer(me) && <InboxLink />}
        {tabs.map((t) => (
          <Link
            key={t.href}
            href={t.href}
            aria-current={location.startsWith(t.href) ? 'page' : undefined}
            css={{ color: '#fff', fontWeight: location.startsWith(t.href) ? 700 : 400 }}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <span css={{ marginLeft: 'auto' }}>{me.username}</span>
      <LanguageSwitch label={say('language')} />
      <button type="button" css={button} onClick={onSignOut}>
        {say('signOut')}
      </button>
    </header>
  );
}
