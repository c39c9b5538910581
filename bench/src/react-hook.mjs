// How many React renderers a page started, counted as React DevTools counts them: every renderer
// (react-dom's client, a second react-dom a remote might bundle, react-test-renderer...) announces
// itself to `window.__REACT_DEVTOOLS_GLOBAL_HOOK__.inject` when it is evaluated, production builds
// included. The bench installs a hook of its own before the page's scripts and reads what it saw.
// The module-level counts of attribute.mjs (build stats, code markers) say what was loaded; this
// says what ran.

/** Runs in the page before any of its scripts (page.addInitScript). */
export const REACT_HOOK = () => {
  const renderers = [];
  window.__benchReactRenderers = renderers;
  const noop = () => {};
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(internals) {
      const id = renderers.length + 1;
      renderers.push({ id, rendererPackageName: internals?.rendererPackageName ?? null, version: internals?.version ?? internals?.reconcilerVersion ?? null });
      this.renderers.set(id, internals);
      return id;
    },
    checkDCE: noop,
    onScheduleFiberRoot: noop,
    onCommitFiberRoot: noop,
    onCommitFiberUnmount: noop,
    onPostCommitFiberRoot: noop,
    setStrictMode: noop,
  };
};

/** The renderers the page announced: [{ id, rendererPackageName, version }]. */
export async function reactRenderers(page) {
  return page.evaluate(() => window.__benchReactRenderers ?? []);
}
