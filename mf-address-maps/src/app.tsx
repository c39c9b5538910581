import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AddressMapsApp } from './AddressMapsApp';
import type { MountProps } from './lib/mount-props';

/** `./app`: the address and maps remote's single-spa lifecycles. */
const lifecycles = singleSpaReact<MountProps>({
  React,
  ReactDOMClient,
  rootComponent: AddressMapsApp,
  errorBoundary: (error) => <p role="alert" style={{ padding: 16 }}>The branches failed: {error.message}</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
