// The shell's English catalog without its route titles (`route:<path>`), which the route table gives
// in English (shell-text.ts; the builds' catalog loader cuts it, the whole catalog in tests).
declare module '*/locales/en.json?without=routeTitles' {
  const catalog: Record<string, string>;
  export default catalog;
}
