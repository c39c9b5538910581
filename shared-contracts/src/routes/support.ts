import * as z from 'zod/mini';
import { PolicyType } from '../enums';
import { defineRoute } from '../route';
import { Brand, Merchant, MerchantWebSettings, Policy } from '../entities/merchant';
import { Vacancy } from '../entities/session';
import { VacancyApplication, VacancyApplicationInput } from '../entities/booking';
import { IdPath } from './params';

/** The merchant's settings, texts, brand tabs and vacancies. */
export const supportRoutes = {
  /** Merchant web settings */
  webSettings: defineRoute({
    method: 'GET', path: '/support/v1/merchant/settings/web', response: MerchantWebSettings,
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Terms, about and privacy texts */
  policies: defineRoute({
    method: 'GET', path: '/support/v1/company/policies', query: z.object({ type: z.optional(PolicyType) }),
    response: z.array(Policy), auth: 'none', tenant: true, specNamed: true,
  }),
  /** Brands listed with this merchant (multi-tab mode) */
  brandCatalog: defineRoute({
    method: 'GET', path: '/support/v1/brand/catalog', response: z.array(Brand),
    auth: 'none', tenant: true, specNamed: true,
  }),
  /** Open vacancies */
  vacancies: defineRoute({
    method: 'GET', path: '/support/v1/vacancies', response: z.array(Vacancy),
    auth: 'none', tenant: true, specNamed: false,
  }),
  /** One vacancy */
  vacancy: defineRoute({
    method: 'GET', path: '/support/v1/vacancies/:id', params: IdPath, response: Vacancy,
    auth: 'none', tenant: true, specNamed: false,
  }),
  /** Apply for a vacancy (settings.vacanciesActive); rate-limited per IP and customer */
  vacancyApply: defineRoute({
    method: 'POST', path: '/support/v1/vacancies/:id/applications', params: IdPath, body: VacancyApplicationInput,
    response: VacancyApplication, auth: 'optional', tenant: true, specNamed: false,
  }),
} as const;
