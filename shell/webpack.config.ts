import { createWebpackConfig } from '@ceylon/shared/build';
import federation from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  federation,
  devPort: 3000,
  role: 'host',
  title: 'Ceylon Stays',
});
