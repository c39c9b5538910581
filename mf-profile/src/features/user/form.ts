import { MAX_NAME_LENGTH, MESSAGES, type Profile, type User } from '@storefront/contracts';
import type { ParseKeys } from 'i18next';

/** What the personal-information form holds: plain strings, as the inputs give them. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD (a date input's value) or '' for none. */
  birthday: string;
  gender: '' | 'MALE' | 'FEMALE';
}

export type ProfileField = keyof ProfileForm;
/** A problem of a field: MESSAGES.requiredField verbatim, or a translation key of this remote. */
export type ProfileProblems = Partial<Record<ProfileField, ParseKeys | typeof MESSAGES.requiredField>>;

export function profileForm(user: Pick<User, 'firstName' | 'lastName' | 'birthday' | 'gender'>): ProfileForm {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    birthday: user.birthday ? user.birthday.slice(0, 10) : '',
    gender: user.gender ?? '',
  };
}

/** A real calendar day YYYY-MM-DD, not after `today`. */
export function isValidBirthday(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getTime() <= today.getTime() && date.getUTCFullYear() >= 1900;
}

/** The form's problems; none means it can be sent. The first name is required (spec message verbatim). */
export function validateProfile(form: ProfileForm, today: Date = new Date()): ProfileProblems {
  const problems: ProfileProblems = {};
  const first = form.firstName.trim();
  if (!first) problems.firstName = MESSAGES.requiredField;
  else if (first.length > MAX_NAME_LENGTH) problems.firstName = 'nameTooLong';
  if (form.lastName.trim().length > MAX_NAME_LENGTH) problems.lastName = 'nameTooLong';
  if (form.birthday && !isValidBirthday(form.birthday, today)) problems.birthday = 'birthdayInvalid';
  return problems;
}

/** The body of updateUser: trimmed names, no birthday or gender as null; the phone is never sent. */
export function profileBody(form: ProfileForm): Profile {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim() || null,
    birthday: form.birthday || null,
    gender: form.gender || null,
  };
}
