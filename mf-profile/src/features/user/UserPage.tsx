import { useEffect, useState, type FormEvent } from 'react';
import { appLink, MAX_NAME_LENGTH, MESSAGES, routes } from '@storefront/contracts';
import { displayApiPhone } from '@storefront/contracts/rules';
import { useMountProps, useRequireUser, useSession, useSpecMessage } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { PhoneSection } from './PhoneSection';
import { profileBody, profileForm, validateProfile, type ProfileField, type ProfileForm, type ProfileProblems } from './form';

/**
 * `/profile/user`: the personal information. Saved with updateUser; the answered user goes back to
 * the session through `auth/logged-in` (same token), so the menu and header show the new name.
 */
export function UserPage() {
  const { api, bus } = useMountProps();
  const { t } = useTranslation();
  const message = useSpecMessage();
  const user = useRequireUser();
  const token = useSession((s) => s.token);
  const [form, setForm] = useState<ProfileForm | null>(() => (user ? profileForm(user) : null));
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [saving, setSaving] = useState(false);
  // The phone changes only through a code sent to the new number (PhoneSection).
  const [changingPhone, setChangingPhone] = useState(false);

  // The user may arrive after the first render (Telegram logs in after start-up).
  useEffect(() => {
    if (user && !form) setForm(profileForm(user));
  }, [user, form]);

  if (!user) return <section><h1>{t('personal')}</h1><LoginPrompt /></section>;
  if (!form) return <p>{t('loading')}</p>;

  const change = (field: ProfileField, value: string) => {
    setForm({ ...form, [field]: value });
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const problemText = (field: ProfileField) => {
    const problem = problems[field];
    if (!problem) return null;
    return <p className="pf-error" role="alert" data-testid={`user-${field}-error`}>{problem === MESSAGES.requiredField ? message('requiredField') : t(problem)}</p>;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateProfile(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const { data } = await api.call(routes.updateUser, { params: { id: user.id }, body: profileBody(form) });
    setSaving(false);
    if (!data) return;
    if (token) bus.emit('auth/logged-in', { token, user: data });
    setForm(profileForm(data));
    bus.emit('notify', { kind: 'success', message: t('profileSaved') });
  };

  return (
    <>
    <form className="pf-form" onSubmit={(event) => void submit(event)} noValidate data-testid="user-form">
      <h1>{t('personal')}</h1>
      <label className="pf-field">
        <span>{t('firstName')}</span>
        <input data-testid="user-firstName" autoComplete="given-name" maxLength={MAX_NAME_LENGTH} value={form.firstName}
          onChange={(event) => change('firstName', event.target.value)} aria-invalid={problems.firstName ? true : undefined} required />
      </label>
      {problemText('firstName')}
      <label className="pf-field">
        <span>{t('lastName')}</span>
        <input data-testid="user-lastName" autoComplete="family-name" maxLength={MAX_NAME_LENGTH} value={form.lastName}
          onChange={(event) => change('lastName', event.target.value)} aria-invalid={problems.lastName ? true : undefined} />
      </label>
      {problemText('lastName')}
      <label className="pf-field">
        <span>{t('birthday')}</span>
        <input data-testid="user-birthday" type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} value={form.birthday}
          onChange={(event) => change('birthday', event.target.value)} aria-invalid={problems.birthday ? true : undefined} />
      </label>
      {problemText('birthday')}
      <fieldset className="pf-choice">
        <legend>{t('gender')}</legend>
        {(['MALE', 'FEMALE'] as const).map((gender) => (
          <label key={gender}>
            <input type="radio" name="gender" value={gender} data-testid={`user-gender-${gender}`}
              checked={form.gender === gender} onChange={() => change('gender', gender)} />
            {t(`genders.${gender}`)}
          </label>
        ))}
      </fieldset>
      {user.phone && (
        <label className="pf-field">
          <span>{t('phone')}</span>
          <input data-testid="user-phone" type="tel" value={displayApiPhone(user.phone)} readOnly disabled />
        </label>
      )}
      {user.phone && !changingPhone && (
        <button type="button" className="pf-link" onClick={() => setChangingPhone(true)} data-testid="user-change-phone">{t('changePhone')}</button>
      )}
      <button type="submit" className="pf-primary" disabled={saving} data-testid="user-save">{t('save')}</button>
    </form>
    {(!user.phone || changingPhone) && <PhoneSection byCode={Boolean(user.phone)} onDone={() => setChangingPhone(false)} />}
    <p><Link to={appLink('/profile')}>{t('back')}</Link></p>
    </>
  );
}
