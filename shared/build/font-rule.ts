import type { RuleSetRule } from 'webpack';

/**
 * Fonts an app ships (the shell's Sinhala and Tamil: shell/src/app/script-fonts.ts), as files of
 * its release named by their content (cached for good), at the site's root. The server build
 * writes the same URLs into the pages it renders, and leaves the files to the browser build.
 */
export function fontRule(target: 'browser' | 'server'): RuleSetRule {
  return {
    test: /\.woff2$/,
    type: 'asset/resource',
    generator: { filename: 'fonts/[name].[contenthash:12][ext]', publicPath: '/', emit: target === 'browser' },
  };
}
