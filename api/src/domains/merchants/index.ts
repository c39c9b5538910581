/** What other domains may use of the merchants domain: the merchant's settings. */
export { findWebSettings } from './repository';
