import { startStandaloneArea } from '@ceylon/shared';
import { standalonePages } from './pages';

// Running this area alone (npm run dev): its pages under a minimal host page.
startStandaloneArea('customer area', standalonePages);
