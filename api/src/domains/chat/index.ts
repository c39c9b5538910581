/** The chat domain's face: what app.ts, the simulation and other domains may use of it. */
export { chatPlugin } from './routes';
export { writeChatMessage } from './repository';
