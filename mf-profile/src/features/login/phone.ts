export { apiPhone, displayApiPhone, formatUzPhone, isCompletePhone, localDigits } from '@storefront/contracts/rules';

/** Seconds until another code may be sent, kept per phone for the confirm screen and reloads. */
export const resendKey = (phone: string) => `login:resend-at:${phone}`;
