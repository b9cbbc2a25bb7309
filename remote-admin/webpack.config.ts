import { createWebpackConfigs, devPorts } from '@ceylon/shared/build';
import federation from './module-federation.config';

export default createWebpackConfigs({
  dir: __dirname,
  federation,
  devPort: devPorts.admin,
  role: 'remote',
  title: 'Ceylon Stays — admin area',
});
