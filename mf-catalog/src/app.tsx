import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CatalogApp } from './CatalogApp';
import type { MountProps } from './lib/mount-props';

/** `./app`: the catalogue's single-spa lifecycles. */
const lifecycles = singleSpaReact<MountProps>({
  React,
  ReactDOMClient,
  rootComponent: CatalogApp,
  errorBoundary: (error) => <p role="alert" style={{ padding: 16 }}>The menu failed: {error.message}</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
