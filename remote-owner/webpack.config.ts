import { createWebpackConfigs, devPorts } from '@ceylon/shared/build';
import federation from './module-federation.config';

export default createWebpackConfigs({
  dir: __dirname,
  federation,
  devPort: devPorts.owner,
  role: 'remote',
  title: 'Ceylon Stays — hotel owner area',
});
