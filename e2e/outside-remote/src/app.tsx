import { createRoot, type Root } from 'react-dom/client';
import type { RemoteMountProps } from '@storefront/runtime';
import { JoinUs } from './JoinUs';

/** What single-spa hands the lifecycles: the shell's mount props and the element of the remote's slot. */
type Props = RemoteMountProps & { name: string; domElementGetter: () => HTMLElement };

let root: Root | null = null;

const render = (props: Props) => root?.render(<JoinUs {...props} />);

/**
 * `./app`: single-spa lifecycles written by hand (single-spa-react would do as well), and the
 * contracts version the shell checks before it mounts the remote (contractsFit: same major, a
 * minor no newer than its own).
 */
const app = {
  contractsVersion: __CONTRACTS_VERSION__,
  async bootstrap() {},
  async mount(props: Props) {
    root = createRoot(props.domElementGetter());
    render(props);
  },
  async unmount() {
    root?.unmount();
    root = null;
  },
  async update(props: Props) {
    render(props);
  },
};

export const { bootstrap, mount, unmount, update } = app;
export default app;
