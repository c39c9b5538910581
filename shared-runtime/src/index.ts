export * from './api-client';
export * from './bus';
export * from './session-store';
export * from './basket-mirror';
export * from './mount-props';
