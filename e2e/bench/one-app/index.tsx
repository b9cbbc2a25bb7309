// The shell as one ordinary app: no federation runtime, no /remotes.json; the route table's pages
// come from the generated area-pages module that webpack puts in place of the area registry.
import { createRoot } from 'react-dom/client';
import { App } from '../../../shell/src/app/app';

createRoot(document.getElementById('root')!).render(<App />);
