import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createWebpackConfig } from '@ceylon/shared/build';
import { NormalModuleReplacementPlugin, type Configuration } from 'webpack';
import shellFederation from '../../../shell/module-federation.config';

const shellDir = path.resolve(__dirname, '../../../shell');

/**
 * The shell's own production config from the one factory (same minifier, loaders, hashed names,
 * HTML page), minus federation: the entry renders the shell directly and the area registry is
 * swapped for `areaPagesFile`, which imports every page itself. Chunks are split as webpack does
 * by default, as the ordinary app is defined; the shell's own `splitChunks` (its start-up
 * libraries in a file beside its entry) is part of what is measured on the federated side.
 * BENCH_ONE_APP_SPLIT=shell gives the one app the shell's setting too.
 */
export function oneAppConfig(outputDir: string, areaPagesFile: string): Configuration {
  const shell = createWebpackConfig({ dir: shellDir, federation: shellFederation, devPort: 0, role: 'host', title: 'Ceylon Stays' })(
    undefined,
    {
      mode: 'production',
    },
  );
  return {
    ...shell,
    entry: path.join(__dirname, 'index.tsx'),
    output: { ...shell.output, path: outputDir, uniqueName: 'one_app' },
    optimization: process.env.BENCH_ONE_APP_SPLIT === 'shell' ? shell.optimization : { ...shell.optimization, splitChunks: undefined },
    plugins: [
      ...(shell.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new NormalModuleReplacementPlugin(/[\\/]shell[\\/]src[\\/]federation[\\/]area-registry\.ts$/, areaPagesFile),
    ],
    devServer: undefined,
  };
}
