/**
 * Everything that stands in for the outside world in development and tests (NODE_ENV development
 * or test): the simulated payment providers and card provider, the order simulator and its chat
 * replies, and the `/dev` routes. Production never loads this module: app.ts and main.ts import it
 * with `import()` outside production only, and lint refuses any other import of it.
 */
export { simulationPlugin } from './plugin';
export { SimulatedUzum } from './payments/uzum';
export { inProcessCardTransport } from './payments/in-process-card-transport';
export { startSimulatedClocks } from './clocks';
