/** The account domain's face: what app.ts and other domains may use of it. */
export { accountPlugin } from './routes';
export type { CardTokenForgetting } from './card-token-forgetting';
export { cashbackOnStatus, recordSpent } from './cashback';
export { bindProvenPhone, type ContactNames, type PhoneProof } from './phone-binding';
