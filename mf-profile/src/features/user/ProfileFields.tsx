import { MAX_NAME_LENGTH, MESSAGES } from '@storefront/contracts';
import { useSpecMessage } from '@storefront/ui';
import { useTranslation } from 'react-i18next';
import { BirthdayField } from './BirthdayField';
import type { ProfileField, ProfileForm, ProfileProblems } from './form';

/** The personal information's own fields: names, birthday and gender, each with its problem under it. */
export function ProfileFields({ form, problems, change }: {
  form: ProfileForm; problems: ProfileProblems; change(field: ProfileField, value: string): void;
}) {
  const { t } = useTranslation();
  const message = useSpecMessage();
  const problemText = (field: ProfileField) => {
    const problem = problems[field];
    if (!problem) return null;
    return <p className="pf-error" role="alert" data-testid={`user-${field}-error`}>{problem === MESSAGES.requiredField ? message('requiredField') : t(problem)}</p>;
  };
  return (
    <>
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
      <BirthdayField value={form.birthday} invalid={!!problems.birthday} onChange={(value) => change('birthday', value)} />
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
    </>
  );
}
