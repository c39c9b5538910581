import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BranchesPage } from './features/branches';
import type { MountProps } from './lib/mount-props';

export function AddressMapsApp(props: MountProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/branches" element={<BranchesPage {...props} />} />
        <Route path="/branches/map" element={
          <section><h1>Filiallar xaritada</h1><p>The map of the branches arrives with this remote's map pickers (Leaflet, or Yandex where the merchant asks for it).</p></section>
        } />
      </Routes>
    </BrowserRouter>
  );
}
