import { createWebpackConfigs, devPorts } from '@ceylon/shared/build';
import federation from './module-federation.config';

export default createWebpackConfigs({
  dir: __dirname,
  federation,
  devPort: devPorts.public,
  role: 'remote',
  title: 'Ceylon Stays — public area',
});
