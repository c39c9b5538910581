/** The content domain's face: what app.ts and other domains may use of it. */
export { contentPlugin } from './routes';
export { shownBanners, shownStories } from './home-content';
