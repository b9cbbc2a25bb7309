import createStyledComponentsTransformer from 'typescript-plugin-styled-components';
import type { RuleSetRule } from 'webpack';

/**
 * Every styled component gets a fixed id from its file and place in it (`withConfig({ componentId })`),
 * so its class names are the same in the browser build and the server build of one release
 * (docs/decisions/0020). Without it styled-components numbers components in the order they are
 * created, which differs between a page in the browser and a long-running server that has loaded
 * other areas and versions: the server's class names would not be the browser's.
 */
const styledComponentIds = createStyledComponentsTransformer({ ssr: true, displayName: false, minify: false });

/** How every build compiles TypeScript: transpiled only (type-checking is `npm run typecheck`'s job). */
export function typeScriptRule(configFile: string): RuleSetRule {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    exclude: /node_modules/,
    options: { transpileOnly: true, configFile, getCustomTransformers: () => ({ before: [styledComponentIds] }) },
  };
}
