/**
 * The parts of react-router-dom the storefront's containers use, as one Module Federation shared
 * singleton (`@storefront/ui/router`, tooling/webpack/create-config.mjs). Shared whole,
 * react-router-dom keeps every export; bundled in each container it is tree-shaken but paid once
 * per container. Shared through this module, it is tree-shaken to these exports and paid once
 * (the figures: docs/design-decisions.md). Import the router from here, never from 'react-router-dom' (lint refuses it).
 */
// eslint-disable-next-line no-restricted-imports -- this is the one module that takes it from the package
export { BrowserRouter, Link, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
