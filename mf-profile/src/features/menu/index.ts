export { ProfileMenu } from './ProfileMenu';
