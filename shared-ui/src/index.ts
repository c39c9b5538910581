export * from './context';
export * from './navigation';
export * from './notice';
export * from './remote-app';
export * from './i18n';
export * from './storage';
export * from './login-return';
