import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTACT_RULES, useDataSource, useEngine, useUi, type MemberProfile } from '../../engine';
import { readFailure } from '../common/form/failure';
import { Field, FormProblem, TextField, TextInput, textLink } from '../common/form/fields';
import { checkServerRule, firstInvalid, tidy } from '../common/form/rules';
import { primaryButton } from '../common/styles';
import { SAVED_MS } from './ChangePassword';
import { card, EntryRow, formatDate, LoadError, Loading, Page } from '../common/member-page';
import { SECURITY_ROUTE, securityFormPath, type SecurityForm } from './security-forms';
import { HeadIconPicker } from './HeadIconPicker';

type Profile = MemberProfile;

/**
 * The label of an account type, by the tenant's table (SPEC 3 and 6): the trial type is a trial
 * account, the non-agent types are members, every other type is an agent.
 */
export function memberTypeKey(type: number, types: { trial: number; nonAgent: number[] }): string {
  if (type === types.trial) return 'profile.type.trial';
  return types.nonAgent.includes(type) ? 'profile.type.member' : 'profile.type.agent';
}

/** The payee name's rule with SPEC 8's 'Name format is not valid', as the server answers it. */
const PAYEE_RULE = { ...CONTACT_RULES.payeeName, message: 'profile.nameInvalid' };

/**
 * My account (/m/myAccount/index): the profile (account, member type, labels, registration date),
 * the bound mobile and e-mail masked with links to bind them in the security centre, the avatar
 * picker (SPEC 7 head icon), the nickname
 * (editable) and the payee name (set once, while empty), and shortcuts to change password and the
 * security centre. Saving refreshes the account store, so the side menu greets the new nickname.
 */
/** The club label type that means a club member (SPEC 3: clubLabel.type AUTO). */
const CLUB_MEMBER_TYPE = 'AUTO';

export default function MyAccount() {
  const intl = useIntl();
  const engine = useEngine();
  const language = useUi((s) => s.language);
  const { data, error, loading, reload } = useDataSource('memberProfile');
  const [profile, setProfile] = useState<Profile | undefined>();
  useEffect(() => setProfile(data), [data]);

  if (loading && !profile) return <Loading />;
  if (error !== undefined && !profile) return <LoadError onRetry={reload} error={error} />;
  if (!profile) return null;
  // SPEC 3: a club label of type AUTO makes the member a club member; any other club label is one label more
  const club = profile.clubLabel?.type === CLUB_MEMBER_TYPE ? profile.clubLabel.labelName : null;
  const labels = [club === null ? profile.clubLabel?.labelName : undefined, ...profile.memberLabel.map((l) => l.labelName)]
    .filter(Boolean)
    .join(', ');
  const contact = (form: SecurityForm, item: string, value: string | null) => (
    <Row label={item}>
      <span css={{ color: value ? 'var(--c-text)' : 'var(--c-textMuted)' }}>
        {value ?? intl.formatMessage({ id: 'security.notBound' })}
      </span>
      <button
        type="button"
        onClick={() => engine.navigate(securityFormPath(engine.pathTo(SECURITY_ROUTE), form))}
        aria-label={intl.formatMessage(
          { id: 'security.formFor' },
          { item: intl.formatMessage({ id: item }), status: intl.formatMessage({ id: value ? 'security.change' : 'security.bind' }) },
        )}
        css={{ ...textLink, minHeight: 44, minWidth: 44 }}
      >
        <FormattedMessage id={value ? 'security.change' : 'security.bind'} />
      </button>
    </Row>
  );

  return (
    <Page label={intl.formatMessage({ id: 'title.myAccount' })}>
      <dl data-testid="profile" css={{ ...card, margin: 0, display: 'grid', gap: 2 }}>
        <Row label="profile.account">
          <span css={{ fontWeight: 600 }}>{profile.account}</span>
        </Row>
        <Row label="profile.type">
          <FormattedMessage id={memberTypeKey(profile.type, engine.config.constants.memberTypes)} />
        </Row>
        <Row label="profile.club">
          <span data-testid="profile-club" css={club === null ? { color: 'var(--c-textMuted)' } : { fontWeight: 600 }}>
            {club === null ? (
              <FormattedMessage id="profile.notClubMember" />
            ) : (
              <FormattedMessage id="profile.clubMember" values={{ club }} />
            )}
          </span>
        </Row>
        <Row label="profile.labels">{labels || <FormattedMessage id="profile.noLabels" />}</Row>
        <Row label="profile.registeredAt">{formatDate(profile.registeredAt, language)}</Row>
        {contact('mobile', 'security.mobile', profile.mobile)}
        {contact('email', 'security.email', profile.email)}
        {profile.payeeName && <Row label="profile.payeeName">{profile.payeeName}</Row>}
      </dl>
      {profile.type === engine.config.constants.memberTypes.trial ? (
        <p role="alert" css={{ ...card, margin: 0, color: 'var(--c-danger)' }}>
          <FormattedMessage id="free_reject" />
        </p>
      ) : (
        <>
          <HeadIconPicker />
          <ProfileForm profile={profile} onSaved={setProfile} />
        </>
      )}
      <div css={{ borderRadius: 12, overflow: 'hidden', border: '1px solid var(--c-border)' }}>
        <EntryRow icon="shield" label="title.changePassword" onClick={() => engine.navigate(engine.pathTo('changePsw'))} />
        <EntryRow icon="shield" label="title.securityCenter" onClick={() => engine.navigate(engine.pathTo('securityCenter'))} />
      </div>
    </Page>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        minHeight: 40,
        borderBottom: '1px solid var(--c-border)',
        '&:last-of-type': { borderBottom: 'none' },
      }}
    >
      <dt css={{ color: 'var(--c-textMuted)', fontSize: '0.9rem' }}>
        <FormattedMessage id={label} />
      </dt>
      <dd css={{ margin: 0, display: 'flex', alignItems: 'center', gap: 10, textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

type ProfileField = 'nickname' | 'payeeName';

/** The nickname (any time) and, while empty, the payee name (once): loading 'Please wait', then 'Change saved'. */
function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (next: Profile) => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const [nickname, setNickname] = useState(profile.nickname ?? '');
  const [payeeName, setPayeeName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string | null>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { nickname: useRef<HTMLInputElement>(null), payeeName: useRef<HTMLInputElement>(null) };
  const payeeOpen = profile.payeeName === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      nickname: checkServerRule(nickname, { enabled: true, required: true }, CONTACT_RULES.nickname, 'rule.nickname'),
      payeeName: payeeOpen ? checkServerRule(payeeName, { enabled: true, required: false }, PAYEE_RULE, 'profile.nameInvalid') : null,
    };
    setErrors(found);
    const first = firstInvalid(['nickname', 'payeeName'] as const, found);
    if (first) return refs[first].current?.focus();
    const body: Partial<Record<ProfileField, string>> = {};
    if (tidy(nickname) !== (profile.nickname ?? '')) body.nickname = tidy(nickname);
    if (payeeOpen && tidy(payeeName)) body.payeeName = tidy(payeeName);
    if (Object.keys(body).length === 0) return;
    setProblem(null);
    setBusy(true);
    const hide = engine.ui.toast('loading', 'in_please_wait', engine.config.constants.toast.slowLoadingMs);
    try {
      const next = await engine.api.call('memberProfileUpdate', body);
      hide();
      engine.ui.toast('success', 'changePsw.saved', SAVED_MS);
      setPayeeName('');
      onSaved(next);
      void engine.services.loadAccount({ forced: true });
    } catch (error) {
      hide();
      const failure = readFailure(error, intl.messages);
      if (failure.field === 'nickname' || failure.field === 'payeeName') {
        setErrors((e) => ({ ...e, [failure.field as string]: failure.message }));
        refs[failure.field].current?.focus();
      } else setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate css={{ ...card, display: 'grid', gap: 14 }}>
      <TextField
        label="profile.nickname"
        id={`${ids}-nickname`}
        error={errors.nickname}
        ref={refs.nickname}
        name="nickname"
        autoComplete="nickname"
        maxLength={20}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
      />
      {payeeOpen && (
        <Field label="profile.payeeName" htmlFor={`${ids}-payee`} error={errors.payeeName}>
          <TextInput
            ref={refs.payeeName}
            id={`${ids}-payee`}
            name="payeeName"
            autoComplete="name"
            maxLength={50}
            value={payeeName}
            invalid={Boolean(errors.payeeName)}
            onChange={(e) => setPayeeName(e.target.value)}
            aria-describedby={errors.payeeName ? `${ids}-payee-error` : `${ids}-payee-hint`}
          />
          <span id={`${ids}-payee-hint`} css={{ fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="profile.payeeNameHint" />
          </span>
        </Field>
      )}
      <FormProblem problem={problem} />
      <button type="submit" disabled={busy} aria-busy={busy} css={{ ...primaryButton, height: 46, opacity: busy ? 0.7 : 1 }}>
        <FormattedMessage id="profile.save" />
      </button>
    </form>
  );
}
