/** The payments domain's face: what app.ts, main.ts, config.ts and the simulation may use of it. */
export { paymentsPlugin } from './routes';
export { SavedCards } from './saved-cards';
export { CardProviderClient, httpTransport, inProcessTransport } from './card-provider';
export { cardTokenKeysFromEnv, type CardTokenCipher } from './card-token-cipher';
export { startCardUpkeep } from './card-upkeep';
