// What the site may use of styled-components: the module every build shares as
// `styled-components` (shared/build/federation.ts), held as the router's surface is. The one copy
// every page loads holds these exports and what they need; a build that imports any other name
// fails (shared/build/shared-surface.ts), and the release gate refuses an area that needs a name
// the active shell's copy lacks. To use another export, add it here and release the shell first.
// The package is named by its browser build's path: a file shared as 'styled-components' cannot
// import 'styled-components' itself (federation would hand it back its own share).
export { default, ThemeProvider, createGlobalStyle, css, keyframes } from 'styled-components/dist/styled-components.browser.esm.js';
