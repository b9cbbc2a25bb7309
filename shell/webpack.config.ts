import { createWebpackConfig, devPorts } from '@ceylon/shared/build';
import federation from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  federation,
  devPort: devPorts.shell,
  role: 'host',
  title: 'Ceylon Stays',
});
