/** The payments domain's face: what app.ts, main.ts, config.ts and the simulation may use of it. */
export { paymentsPlugin } from './routes';
export { parseFormBody } from './form-body';
export { clickSign, soumWithDecimals, toTiyin, type ClickCallback, type UzumOrderStatus } from './links';
export { findActiveProvider, findSimulatedPayment, setProviderPaymentId } from './repository';
export type { UzumStatusSource } from './uzum/callbacks';
export { SavedCards } from './cards/saved-cards';
export { CardProviderClient, CardProviderUnavailable, httpTransport, noCardProvider, type Transport } from './cards/provider';
export { findPaymeCashboxKey } from './cards/repository';
export { cardTokenKeysFromEnv, type CardTokenCipher } from './cards/token-cipher';
export { startCardUpkeep } from './cards/upkeep';
