import { useEffect, useState, type FormEvent } from 'react';
import { appLink, routes } from '@storefront/contracts';
import { displayApiPhone } from '@storefront/contracts/rules';
import { useMountProps, useRequireUser, useSession } from '@storefront/ui';
import { Link } from '@storefront/ui/router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/LoginPrompt';
import { PhoneSection } from './PhoneSection';
import { ProfileFields } from './ProfileFields';
import { profileBody, profileForm, validateProfile, type ProfileField, type ProfileForm, type ProfileProblems } from './form';

/**
 * `/profile/user`: the personal information. Saved with updateUser; the answered user goes back to
 * the session through `auth/logged-in` (same token), so the menu and header show the new name.
 */
export function UserPage() {
  const { api, bus } = useMountProps();
  const { t } = useTranslation();
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
      <ProfileFields form={form} problems={problems} change={change} />
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
