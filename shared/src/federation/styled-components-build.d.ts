// The browser build of styled-components, which its package.json hands bundlers for
// 'styled-components'; only its shared surface (styled-surface.ts) names it by path.
declare module 'styled-components/dist/styled-components.browser.esm.js' {
  export * from 'styled-components';
  export { default } from 'styled-components';
}
