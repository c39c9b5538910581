import React, { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from '@storefront/ui/router';
import type { AppProps } from 'single-spa';
import { I18nScopeProvider } from './i18n';
import { REMOTE_ERROR_EVENT, type Language } from '@storefront/contracts';
import type { RemoteMountProps } from '@storefront/runtime';
import { MountPropsContext } from './context';
import { BUILT_CONTRACTS_VERSION } from './build-info';
import { RemoteFailureNotice } from './notice';
import type { Translations } from './translations';

/**
 * react-dom's client whose roots render as a transition. A plain `root.render` outside an event
 * renders the whole screen in one task; a transition renders it in slices of a few milliseconds
 * that yield to the browser, so mounting a screen on a slow phone never blocks input for long
 * (Lighthouse's Total Blocking Time). The first paint of the screen is the same.
 */
const slicedClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

class RemoteErrorBoundary extends Component<{ remote: string; language: () => Language; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`remote ${this.props.remote} failed`, error);
    // A lazy part that failed to download stays failed for this page; the shell decides whether to reload.
    window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail: error }));
  }

  override render() {
    if (this.state.error) {
      return <RemoteFailureNotice remote={this.props.remote} language={this.props.language()} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

/**
 * A remote's `./app`: single-spa lifecycles that put the shell's mount props in context, give the
 * remote its own i18n namespace on the shell's one i18next instance, and catch a render error in
 * a notice with a retry button, so a broken remote never takes the page down.
 */
export function createRemoteApp<P extends RemoteMountProps>(options: {
  name: string;
  App: ComponentType;
  translations: Translations;
}) {
  function Root(props: P) {
    return (
      <MountPropsContext.Provider value={props}>
        <I18nScopeProvider i18n={props.i18n} namespace={options.name}>
          {/* Each remote routes its own screens; a link to another remote's path is single-spa's to mount. */}
          <BrowserRouter>
            <RemoteErrorBoundary remote={options.name} language={() => (props.i18n.language as Language) ?? 'uz'}>
              <options.App />
            </RemoteErrorBoundary>
          </BrowserRouter>
        </I18nScopeProvider>
      </MountPropsContext.Provider>
    );
  }

  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient: slicedClient,
    rootComponent: Root,
    // Last resort only: errors inside the remote's tree stop at RemoteErrorBoundary above.
    errorBoundary: (error: Error, _info: unknown, props: P) => (
      <RemoteFailureNotice remote={options.name} language={(props.i18n.language as Language) ?? 'uz'} onRetry={() => window.location.reload()} />
    ),
  });

  return {
    /** What this remote was built against; the shell mounts it only when that fits its own. */
    contractsVersion: BUILT_CONTRACTS_VERSION,
    bootstrap: lifecycles.bootstrap,
    mount: async (props: P & AppProps) => {
      for (const [language, resources] of Object.entries(options.translations)) {
        props.i18n.addResourceBundle(language, options.name, resources, true, true);
      }
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}
