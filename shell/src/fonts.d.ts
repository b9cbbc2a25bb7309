/** A font file the build ships (shared/build/font-rule.ts): its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
