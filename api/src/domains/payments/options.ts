import type { ApiConfig } from '../../config';
import type { SavedCards } from './cards/saved-cards';
import type { UzumStatusSource } from './uzum/callbacks';

export interface PaymentsPluginOptions {
  config: Pick<ApiConfig, 'paymentsMode' | 'storefrontUrl' | 'uzumBaseUrl' | 'production'>;
  /** The CORS check of `lib/cors.ts`: a return link goes only to an allowed storefront origin. */
  isAllowedOrigin: (origin: string | undefined) => boolean;
  savedCards: SavedCards;
  /**
   * Who answers for SIMULATED Uzum attempts: the simulation's Uzum (api/src/simulation), handed in
   * outside production only. Absent, such an attempt is not found.
   */
  simulatedUzum?: UzumStatusSource | null;
}
