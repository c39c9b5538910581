export { UserPage } from './UserPage';
export { profileBody, profileForm, validateProfile, isValidBirthday } from './form';
