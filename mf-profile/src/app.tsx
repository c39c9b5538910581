import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ProfileApp } from './ProfileApp';
import type { MountProps } from './lib/mount-props';

/** `./app`: the profile remote's single-spa lifecycles. */
const lifecycles = singleSpaReact<MountProps>({
  React,
  ReactDOMClient,
  rootComponent: ProfileApp,
  errorBoundary: (error) => <p role="alert" style={{ padding: 16 }}>This part of the page failed: {error.message}</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
