export { LoginPage } from './LoginPage';
export { ConfirmPage } from './ConfirmPage';
export * from './phone';
